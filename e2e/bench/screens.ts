// The screens the page benchmarks open, for one visitor whose plans are drawn first, as they are while the
// lead form's loader runs (bench/layout-shift.ts, bench/lighthouse.ts).
import { createResponse } from '../src/api';

export type ScreenName = 'survey' | 'lead form' | 'checkout' | 'thank-you' | 'payment failed' | 'privacy policy';

/** Each screen's path on the site, for a fresh response with its plans already drawn. */
export async function visitorScreens(origin: string): Promise<Record<ScreenName, string>> {
  const { formId, responseId, hash } = await createResponse(origin);
  const drawn = await fetch(`${origin}/api/plans/${responseId}`);
  if (!drawn.ok) throw new Error(`the plans answered ${drawn.status}`);
  return {
    survey: '/',
    'lead form': `/response/${hash}?Fx=${formId}&Rx=${responseId}`,
    checkout: `/response/checkout/${hash}?Fx=${formId}&Rx=${responseId}&isd=91&mobile=9876500001`,
    // A made-up order: its lookup answers 400, which Lighthouse's best practices counts as a console error.
    'thank-you': '/thank-you?moid=ord_1&pid=pay_1&status=paid&currency=INR&amount=999',
    'payment failed': '/payment-failure?back=/',
    'privacy policy': '/privacy_policy',
  };
}

/** A screen's path with the interface language asked for. */
export function inLanguage(path: string, lan: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lan=${lan}`;
}
