// The visitor's session token in browser storage (spec section 4's authToken, written by the lead form on
// verification), read for the payment hand-off and the visitor's own plans; written again when the visitor
// takes a change the plan engine found, which gives them a session for the new response.
const AUTH_TOKEN_KEY = 'authToken';

export function readAuthToken(): string {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeAuthToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage refused: this page still has the session's response; a reload asks the visitor to log in again.
  }
}
