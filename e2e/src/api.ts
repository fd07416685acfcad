// Direct calls to the running site's API, for tests that start part-way through the journey.

/**
 * How long a call may take: a server that stops answering fails the test here, naming the call, instead
 * of holding it until fetch's own five-minute limit and the runner's end the whole file.
 */
const CALL_TIME_LIMIT_MS = 30_000;

function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIME_LIMIT_MS) }).catch((error: Error) => {
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} did not answer: ${error.message}`);
  });
}
export interface StoredResponse {
  formId: string;
  responseId: string;
  hash: string;
}

/** The answers of a visitor who went through every step, as the survey remote posts them. */
export const SAMPLE_ANSWER = {
  'Plot Width': { width: '30' },
  'Plot Depth': { depth: '60' },
  'Plot Facing': { facing: 'N' },
  Floors: { floors: '2' },
  Bedrooms: { bedrooms: '3' },
  'Family Needs': { family: 'elderlyParents' },
  Parking: { parking: 'car' },
  'Pooja Room': { pooja: 'yes' },
  Vastu: { vastu: 'strict' },
  'Elevation Style': { style: 'modern' },
  SiteDetails: { roads: 'two', corner: 'no', neighbours: 'A three-storey house on the east side', notes: 'Slight slope' },
};

/** Stores a survey response the way the survey does (spec call 2). */
export async function createResponse(origin: string, query: Record<string, string> = {}, changes: Partial<typeof SAMPLE_ANSWER> = {}): Promise<StoredResponse> {
  const forms = (await (await call(`${origin}/api/forms/survey-forms`)).json()) as { _id: string }[];
  const formId = forms[0]!._id;
  const answer = { ...SAMPLE_ANSWER, ...changes };
  const response = await call(`${origin}/api/forms/survey-forms`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answer, formId, queryStrings: query, selectedLanguage: 'en', utmDetails: {}, brand: 'flx' }),
  });
  if (response.status !== 201) throw new Error(`survey submission answered ${response.status}: ${await response.text()}`);
  const { insertedId, hash } = (await response.json()) as { insertedId: string; hash: string };
  return { formId, responseId: insertedId, hash };
}

export interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
  createdAt: string;
}

/** The newest `limit` messages in the outbox (the API's default is 100), newest first. */
export async function outbox(origin: string, limit?: number): Promise<OutboxMessage[]> {
  const response = await call(`${origin}/api/dev/outbox${limit === undefined ? '' : `?limit=${limit}`}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const body = (await response.json()) as OutboxMessage[] | { items: OutboxMessage[] };
  return Array.isArray(body) ? body : body.items;
}

/** The newest one-time password sent to a recipient, read from the outbox. */
export async function latestCode(origin: string, to: RegExp): Promise<string> {
  const message = (await outbox(origin)).find((m) => to.test(m.to) && /\b\d{6}\b/.test(m.body));
  if (!message) throw new Error(`no code in the outbox for ${to}`);
  return message.body.match(/\b(\d{6})\b/)![1]!;
}

export interface VerifiedLead extends StoredResponse {
  mobile: string;
  /** The session token the lead form keeps in localStorage as authToken. */
  token: string;
}

/**
 * A visitor who answered the survey (`changes` to the sample answer) and verified their +91 number through the
 * customer API. `clientAddress` is sent as X-Forwarded-For, for a site started with TRUST_PROXY=loopback: on
 * PostgreSQL every test file's server counts OTP sends from 127.0.0.1 in one database (20 per 10 minutes).
 */
export async function verifiedLead(origin: string, mobile: string, changes: Partial<typeof SAMPLE_ANSWER> = {}, clientAddress?: string): Promise<VerifiedLead> {
  const stored = await createResponse(origin, {}, changes);
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const visitor = { mobile, isd: '91', appcode: 'HMPL', name: 'Asha Rao', email: '' };
  const headers: Record<string, string> = clientAddress ? { 'x-forwarded-for': clientAddress } : {};
  const sent = await call(`${origin}/api/customer/me/loginotp`, { method: 'POST', headers, body: form(visitor) });
  if (sent.status !== 200) throw new Error(`loginotp answered ${sent.status}`);
  const otp = await latestCode(origin, new RegExp(mobile));
  const lead = { duplicate: '1', leadsource: 'Floor Planner', leadstatus: 'Hot', typestatus: 'not contacted', requirement: '' };
  const verified = await call(`${origin}/api/customer/me/veryfyotp`, { method: 'POST', headers, body: form({ ...visitor, ...lead, otp, responseId: stored.responseId }) });
  if (verified.status !== 200) throw new Error(`veryfyotp answered ${verified.status}`);
  const { token } = (await verified.json()) as { token: string };
  return { ...stored, mobile, token };
}
