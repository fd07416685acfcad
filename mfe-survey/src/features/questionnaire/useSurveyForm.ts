// Fetches the questionnaire (spec call 1). A failure is logged and offered a retry instead of
// leaving the visitor on an empty page.
import { useCallback, useEffect, useState } from 'react';
import { fetchSurveyForm, type SurveyForm } from '@flx/shared-contract';

export type SurveyFormState = { status: 'loading' } | { status: 'ready'; form: SurveyForm } | { status: 'failed' };

export function useSurveyForm(): [SurveyFormState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SurveyFormState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchSurveyForm().then(
      (form) => live && setState({ status: 'ready', form }),
      (error: unknown) => {
        console.error('Network response was not ok', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
