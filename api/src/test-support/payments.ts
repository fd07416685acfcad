// A visitor who has answered the survey and verified their number (a lead and a session), and the
// hand-off query the checkout would send for them.
import type { FastifyInstance } from 'fastify';
import { issueSession } from '../customer/sessions';
import type { Database } from '../db/database';
import { submitValid, type Answer } from './survey';

export interface Visitor {
  responseId: string;
  token: string;
  isd: string;
  mobile: string;
}

export async function signedInVisitor(
  app: FastifyInstance,
  db: Database,
  now: Date,
  options: { isd?: string; mobile?: string; name?: string; email?: string; btnUrl?: string | null; answer?: Answer } = {},
): Promise<Visitor> {
  const { insertedId: responseId, hash } = await submitValid(app, options.answer);
  const isd = options.isd ?? '91';
  const mobile = options.mobile ?? '9876543210';
  const btnUrl = options.btnUrl === undefined ? `http://localhost:8080/response/checkout/${hash}?Rx=${responseId}&isd=${isd}&mobile=${mobile}` : options.btnUrl;
  await db.query(
    `insert into leads (response_id, name, email, isd, mobile, requirement, lead_source, lead_status, type_status, btn_url, consent_at, updated_at)
     values ($1, $2, $3, $4, $5, 'Plot 30 x 60', 'Floor Planner', 'Hot', 'not contacted', $6, $7, $7)`,
    [responseId, options.name ?? 'Asha Rao', options.email ?? '', isd, mobile, btnUrl, now],
  );
  const { token } = await issueSession(db, { responseId, isd, mobile }, now);
  return { responseId, token, isd, mobile };
}

export const INR_PRICES = {
  Option1: { productid: 'FLX_INR_Option1', amount: '999' },
  Option2: { productid: 'FLX_INR_Option2', amount: '1299' },
  Option1_2D_3D: { productid: 'FLX_INR_Option1_2D_3D', amount: '1499' },
  Option2_2D_3D: { productid: 'FLX_INR_Option2_2D_3D', amount: '2499' },
  Option1_2D_3D_Offer: { productid: 'FLX_INR_Option1_2D_3D_Offer', amount: '1199' },
} as const;

/** The query the checkout's Pay Now navigates with (spec section 7), for an INR package unless overridden. */
export function handoffUrl(visitor: Visitor, offertype: keyof typeof INR_PRICES = 'Option1', overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    token: visitor.token,
    offertype,
    currency: 'INR',
    productid: INR_PRICES[offertype].productid,
    entity: 'flx-in',
    lang: 'en',
    amount: INR_PRICES[offertype].amount,
    mobile: visitor.mobile,
    responseId: visitor.responseId,
    isdcode: visitor.isd,
    brandCode: 'flx',
    ...overrides,
  });
  return `/pay?${query}`;
}

/** The order id of a /pay/<id> address. */
export function orderIdOf(location: string | string[] | number | undefined): string {
  const match = /^\/pay\/([A-Za-z0-9_-]{22})$/.exec(String(location));
  if (!match) throw new Error(`not an order address: ${String(location)}`);
  return match[1]!;
}

/** Pays for a package of the visitor's plans through the test gateway, as the visitor's browser would. */
export async function payFor(app: FastifyInstance, visitor: Visitor, packageType: keyof typeof INR_PRICES = 'Option1'): Promise<void> {
  const handoff = await app.inject({ method: 'GET', url: handoffUrl(visitor, packageType) });
  const id = orderIdOf(handoff.headers.location);
  const paid = await app.inject({ method: 'POST', url: `/pay/${id}/test/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  if (paid.statusCode !== 303) throw new Error(`the test payment answered ${paid.statusCode}`);
}
