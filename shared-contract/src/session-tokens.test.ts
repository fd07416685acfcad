import { AUTH_TOKEN_KEY, readAuthToken, rememberAuthToken, restoreAuthTokenFor, storeAuthToken } from './session-tokens';

beforeEach(() => localStorage.clear());

it("makes a response's remembered session the current one when its checkout opens again", () => {
  storeAuthToken('tok_first', 'r1');
  // A change taken: a session for the new response, the first one kept.
  storeAuthToken('tok_second', 'r2');
  expect(readAuthToken()).toBe('tok_second');
  restoreAuthTokenFor('r1');
  expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok_first');
  restoreAuthTokenFor('r2');
  expect(readAuthToken()).toBe('tok_second');
});

it('leaves the current session alone for a response it does not know', () => {
  storeAuthToken('tok_spec');
  restoreAuthTokenFor('r9');
  restoreAuthTokenFor(undefined);
  expect(readAuthToken()).toBe('tok_spec');
});

it('lets a later sign-in for a response replace the session remembered for it', () => {
  storeAuthToken('tok_old', 'r1');
  storeAuthToken('tok_other', 'r2');
  storeAuthToken('tok_new', 'r1');
  storeAuthToken('tok_other', 'r2');
  restoreAuthTokenFor('r1');
  expect(readAuthToken()).toBe('tok_new');
});

it('keeps the eight newest responses, and reads past storage it cannot parse', () => {
  for (let i = 1; i <= 10; i++) rememberAuthToken(`r${i}`, `tok_${i}`);
  storeAuthToken('tok_now');
  restoreAuthTokenFor('r2');
  expect(readAuthToken()).toBe('tok_now');
  restoreAuthTokenFor('r3');
  expect(readAuthToken()).toBe('tok_3');

  localStorage.setItem('authTokensByResponse', '{not json');
  restoreAuthTokenFor('r3');
  expect(readAuthToken()).toBe('tok_3');
  rememberAuthToken('r4', 'tok_4');
  restoreAuthTokenFor('r4');
  expect(readAuthToken()).toBe('tok_4');
});
