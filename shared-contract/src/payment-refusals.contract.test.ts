// Contract between the payment flow and the checkout's payment-failed page: every reason the
// server can send a visitor there with (`reason` on /payment-failure) is one the page knows and
// explains in the visitor's language. The API is compiled on its own, so each side keeps its
// list; this test is what keeps the two lists one. Runs in node with the API tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REFUSAL_REASONS as SERVER_REASONS, type RefusalReason as ServerReason } from '../../api/src/payments/handoff';
import { refusedUrl } from '../../api/src/payments/outcome';
import { REFUSAL_REASONS as PAGE_REASONS, refusalReason, type RefusalReason as PageReason } from '../../mfe-checkout/src/features/outcome/rules';

// Fails to type-check if either side gains a reason the other lacks.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsAgree: Same<ServerReason, PageReason> = true;

const LOCALES = path.join(__dirname, '../../shared-i18n/locales');

function failedReasons(locale: string): Record<string, string> {
  const translation = JSON.parse(readFileSync(path.join(LOCALES, locale, 'translation.json'), 'utf8'));
  return translation.outcome?.failed?.reasons ?? {};
}

test('the payment-failed page knows every reason the server refuses a hand-off for, and no other', () => {
  expect(listsAgree).toBe(true);
  expect([...PAGE_REASONS].sort()).toEqual([...SERVER_REASONS].sort());
});

test('each refused hand-off lands on a payment-failed address whose reason the page reads back', () => {
  for (const reason of SERVER_REASONS) {
    const url = new URL(refusedUrl(reason, '/response/checkout/abc?Fx=1'), 'https://example.test');
    expect(url.pathname).toBe('/payment-failure');
    expect(refusalReason(url.searchParams.get('reason') ?? undefined)).toBe(reason);
  }
});

test('every refusal reason is explained in each of the ten languages', () => {
  const locales = readdirSync(LOCALES);
  expect(locales).toHaveLength(10);
  for (const locale of locales) {
    const explained = failedReasons(locale);
    const missing = SERVER_REASONS.filter((reason) => !explained[reason]?.trim());
    expect({ locale, missing }).toEqual({ locale, missing: [] });
  }
});
