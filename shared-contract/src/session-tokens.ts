// The visitor's session token in browser storage (spec section 4's authToken): written by the lead form on
// verification and by the checkout when the visitor takes a change the plan engine found (a session for the
// new response), read for the payment hand-off and the visitor's own plans.
//
// A session is for one response. A visitor who takes a change and then goes back to the checkout they came
// from (the plans with the pooja room, say) must still be able to pay for those: so each session is also
// remembered by its response, and the checkout of a response makes that response's session the current one
// again (without it the hand-off refused them as signed out). The lead form remembers the sessions it gets
// too, so a later sign-in for a response replaces the one remembered for it.
export const AUTH_TOKEN_KEY = 'authToken';
const TOKENS_BY_RESPONSE_KEY = 'authTokensByResponse';
/** Responses remembered at most: one per change taken, so a handful. */
const REMEMBERED_RESPONSES = 8;

export function readAuthToken(): string {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Makes `token` the current session; with `responseId`, also remembers it as that response's. */
export function storeAuthToken(token: string, responseId?: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage refused: this page still has the session's response; a reload asks the visitor to log in again.
  }
  if (responseId) rememberAuthToken(responseId, token);
}

function tokensByResponse(): Array<[responseId: string, token: string]> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TOKENS_BY_RESPONSE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers `token` as the session for `responseId` (the newest kept, the oldest let go). */
export function rememberAuthToken(responseId: string, token: string): void {
  if (!responseId || !token) return;
  const kept = tokensByResponse().filter(([id]) => id !== responseId);
  try {
    localStorage.setItem(TOKENS_BY_RESPONSE_KEY, JSON.stringify([...kept, [responseId, token]].slice(-REMEMBERED_RESPONSES)));
  } catch {
    // Storage refused: going back to the earlier checkout then asks the visitor to log in again.
  }
}

/** Makes the session remembered for `responseId`, if any, the current one (the checkout of that response is open). */
export function restoreAuthTokenFor(responseId: string | undefined): void {
  const remembered = responseId ? tokensByResponse().find(([id]) => id === responseId) : undefined;
  if (remembered && remembered[1] !== readAuthToken()) storeAuthToken(remembered[1]);
}
