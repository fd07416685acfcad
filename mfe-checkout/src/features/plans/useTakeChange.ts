// One tap from a suggested change to the plans with it made: the server stores the visitor's answers again
// with the change (only one the engine confirmed), gives them a session for that response, and the shell
// opens its checkout. Nothing to take without a session (a link opened in another browser): the visitor
// answers the survey again instead.
import { useState } from 'react';
import { emit, readAuthToken, rememberAuthToken, routes, storeAuthToken, type PathPrefix } from '@flx/shared-contract';
import { takePlanChange, type PlanChange } from './plans-api';

export type TakeChangeState = { status: 'idle' } | { status: 'taking'; changes: PlanChange[] } | { status: 'failed'; changes: PlanChange[] };

export interface TakeChange {
  state: TakeChangeState;
  take: (changes: PlanChange[]) => void;
}

export function useTakeChange(query: Readonly<Record<string, string>>, prefix: PathPrefix): TakeChange | undefined {
  const [state, setState] = useState<TakeChangeState>({ status: 'idle' });
  const token = readAuthToken();
  const responseId = query.Rx;
  if (!token || !responseId) return undefined;
  const take = (changes: PlanChange[]) => {
    if (state.status === 'taking') return;
    setState({ status: 'taking', changes });
    takePlanChange(responseId, changes, token)
      .then((taken) => {
        // Both sessions kept: the visitor may go back to this checkout and pay for these plans after all.
        rememberAuthToken(responseId, token);
        storeAuthToken(taken.token, taken.insertedId);
        setState({ status: 'idle' });
        emit('navigation/requested', { to: routes.checkout(prefix, taken.hash, { ...query, Rx: taken.insertedId }) });
      })
      .catch((error: unknown) => {
        console.error('taking the change failed', error);
        setState({ status: 'failed', changes });
      });
  };
  return { state, take };
}
