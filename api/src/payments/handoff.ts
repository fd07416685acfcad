// The checks of the checkout's hand-off (GET /pay): the session token must belong to that mobile and
// response, the price is the server's (the browser's amount and product are only compared with it),
// a package is sold only with as many plan options as the engine drew for the response, and the
// countdown offer only while its window is open. Pure decisions over stored data.
import { verifySessionToken } from '../customer/sessions';
import { languageFrom } from '../i18n/languages';
import type { Database } from '../db/database';
import { parseMajorAmount } from './money';
import type { NewOrder, ReturnPrefix } from './orders';
import { drawnOptionCount } from '../plans/plan-store';
import { optionsSoldBy } from '../plans/entitlement';
import { isPackageType, OFFER_PACKAGE, offerWindowOpen } from './packages';
import { offerStartedAt, serverPrice } from './pricing';

export type HandoffQuery = Readonly<Record<string, string | undefined>>;

/**
 * Why a hand-off was refused, as the payment-failed page names it (`reason` query) to explain it in
 * the visitor's language. No refusal charges anything or creates an order.
 */
export const REFUSAL_REASONS = ['sign-in', 'unknown-package', 'not-sold', 'price-changed', 'one-design', 'offer-ended'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type HandoffResult = { ok: true; order: Omit<NewOrder, 'gateway'> } | { ok: false; reason: RefusalReason; backPath: string };

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
  const session = token ? await verifySessionToken(db, token, now) : null;
  if (!session || session.responseId !== responseId || session.mobile !== mobile || session.isd !== isd) {
    // The visitor is not known, so the way back is the home page: never a stored checkout address,
    // which would show whoever holds a response id that response's mobile number.
    return { ok: false, reason: 'sign-in', backPath: home };
  }

  // From here the visitor is known, so refusals lead back to their own checkout.
  const leads = await db.query<{ btn_url: string | null }>('select btn_url from leads where response_id = $1', [responseId]);
  const checkoutPath = sameOriginPath(leads[0]?.btn_url);
  const returnPrefix = prefixOf(checkoutPath) ?? queryPrefix(query['prefix']);
  const backPath = checkoutPath ?? (returnPrefix || '/');
  const refuse = (reason: RefusalReason): HandoffResult => ({ ok: false, reason, backPath });

  const packageType = query['offertype'] ?? '';
  if (!isPackageType(packageType)) return refuse('unknown-package');
  const currency = query['currency'] ?? '';
  const price = await serverPrice(db, currency, packageType);
  if (!price) return refuse('not-sold');
  const amountMinor = parseMajorAmount(query['amount'] ?? '');
  if (amountMinor !== price.amountMinor || query['productid'] !== price.productId) return refuse('price-changed');
  // A two-option package where the engine drew one option would sell a plan nobody can deliver.
  const drawn = await drawnOptionCount(db, responseId);
  if (drawn !== undefined && optionsSoldBy(packageType) > drawn) return refuse('one-design');
  if (packageType === OFFER_PACKAGE && !offerWindowOpen(await offerStartedAt(db, responseId), now)) return refuse('offer-ended');
  return {
    ok: true,
    order: { responseId, packageType, productId: price.productId, currency, amountMinor: price.amountMinor, returnPrefix, backPath, language: languageFrom(query['lang']) },
  };
}
