// The checks of the checkout's hand-off (GET /pay): the session token must belong to that mobile and
// response, the price is the server's (the browser's amount and product are only compared with it),
// and the countdown offer is sold only while its window is open. Pure decisions over stored data.
import { verifySessionToken } from '../customer/sessions';
import type { Database } from '../db/database';
import { parseMajorAmount } from './money';
import type { NewOrder, ReturnPrefix } from './orders';
import { isPackageType, OFFER_PACKAGE, offerWindowOpen } from './packages';
import { offerStartedAt, serverPrice } from './pricing';

export type HandoffQuery = Readonly<Record<string, string | undefined>>;

export type HandoffResult =
  | { ok: true; order: Omit<NewOrder, 'gateway'> }
  | { ok: false; statusCode: 400 | 401 | 403 | 409; heading: string; reason: string; backPath: string };

const RETURN_PREFIX = /^\/(us|uk)(?=\/|$)/;

/** The same-origin path (with query) of a stored checkout address, or undefined when it has none. */
export function sameOriginPath(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, 'http://site.invalid');
    if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

export function prefixOf(path: string | undefined): ReturnPrefix | undefined {
  if (path === undefined) return undefined;
  const match = RETURN_PREFIX.exec(path);
  return match ? (`/${match[1]}` as ReturnPrefix) : '';
}

function queryPrefix(value: string | undefined): ReturnPrefix {
  return value === '/us' || value === '/uk' ? value : '';
}

/** Only single string values: a repeated parameter (`?token=a&token=b`) counts as missing. */
function singleValues(raw: Readonly<Record<string, unknown>>): HandoffQuery {
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export async function checkHandoff(db: Database, rawQuery: Readonly<Record<string, unknown>>, now: Date): Promise<HandoffResult> {
  const query = singleValues(rawQuery);
  const home = queryPrefix(query['prefix']) || '/';
  const token = query['token'] ?? '';
  const responseId = query['responseId'] ?? '';
  const mobile = query['mobile'] ?? '';
  const isd = (query['isdcode'] ?? '').replace(/^\+/, '');
  if (!token) {
    return { ok: false, statusCode: 401, heading: 'Please sign in again', reason: 'This payment link carries no sign-in. Verify your mobile number again, then press Pay Now.', backPath: home };
  }
  const session = await verifySessionToken(db, token, now);
  if (!session || session.responseId !== responseId || session.mobile !== mobile || session.isd !== isd) {
    return {
      ok: false,
      statusCode: 401,
      heading: 'This payment link is not valid',
      reason: 'Its sign-in has expired or belongs to another visitor or design request. Verify your mobile number again, then press Pay Now.',
      backPath: home,
    };
  }

  // From here the visitor is known, so refusals lead back to their own checkout.
  const leads = await db.query<{ btn_url: string | null }>('select btn_url from leads where response_id = $1', [responseId]);
  const checkoutPath = sameOriginPath(leads[0]?.btn_url);
  const returnPrefix = prefixOf(checkoutPath) ?? queryPrefix(query['prefix']);
  const backPath = checkoutPath ?? (returnPrefix || '/');
  const refuse = (statusCode: 400 | 403 | 409, heading: string, reason: string): HandoffResult => ({ ok: false, statusCode, heading, reason, backPath });

  const packageType = query['offertype'] ?? '';
  if (!isPackageType(packageType)) return refuse(400, 'Unknown package', 'This payment link names a package we do not sell. Choose a plan again.');
  const currency = query['currency'] ?? '';
  const price = await serverPrice(db, currency, packageType);
  if (!price) return refuse(400, 'Not sold in this currency', 'This package is not sold in the currency of this payment link. Choose a plan again.');
  const amountMinor = parseMajorAmount(query['amount'] ?? '');
  if (amountMinor !== price.amountMinor || query['productid'] !== price.productId) {
    return refuse(409, 'The price does not match', 'The amount or product in this payment link differs from our price list. Nothing was charged. Go back to see the current price.');
  }
  if (packageType === OFFER_PACKAGE && !offerWindowOpen(await offerStartedAt(db, responseId), now)) {
    return refuse(403, 'This offer has ended', 'The special price was open for 10 minutes and that time is over. Nothing was charged. Go back to choose a plan.');
  }
  return {
    ok: true,
    order: { responseId, packageType, productId: price.productId, currency, amountMinor: price.amountMinor, returnPrefix, backPath },
  };
}
