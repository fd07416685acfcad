// Direct calls to the running site's API, for tests that start part-way through the journey.
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
  const forms = (await (await fetch(`${origin}/api/forms/survey-forms`)).json()) as { _id: string }[];
  const formId = forms[0]!._id;
  const answer = { ...SAMPLE_ANSWER, ...changes };
  const response = await fetch(`${origin}/api/forms/survey-forms`, {
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
  const response = await fetch(`${origin}/api/dev/outbox${limit === undefined ? '' : `?limit=${limit}`}`);
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
