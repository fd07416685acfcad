// The visitor's own plan options for the price block; a failure only hides the preview (the page
// still sells), so it is logged, not shown.
import { useEffect, useState } from 'react';
import { fetchPlanOptions, type PlanOptions } from './plans-api';

export type PlanOptionsState = { status: 'loading' } | { status: 'missing' } | PlanOptions;

export function usePlanOptions(responseId: string | undefined): PlanOptionsState {
  const [state, setState] = useState<PlanOptionsState>(responseId ? { status: 'loading' } : { status: 'missing' });
  useEffect(() => {
    if (!responseId) return;
    let live = true;
    // Another response (the visitor took a change): its plans, not the last one's, are what is loading.
    setState({ status: 'loading' });
    fetchPlanOptions(responseId)
      .then((options) => live && setState(options))
      .catch((error: unknown) => {
        console.error('plan options failed', error);
        if (live) setState({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [responseId]);
  return state;
}
