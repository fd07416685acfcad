// Calls of the customer API as the browser makes them (multipart forms), and a movable clock.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { validSubmission } from './survey';

export const INDIA = { mobile: '9876543210', isd: '91', appcode: 'HMPL', name: 'Asha Rao', email: '' } as const;
export const BANGLADESH = { mobile: '1711000000', isd: '880', appcode: 'HMPL', name: 'Rahim', email: 'rahim@example.com' } as const;
export const LEAD_FIELDS = { duplicate: '1', leadsource: 'Floor Planner', leadstatus: 'Hot', typestatus: 'not contacted', requirement: 'Plot 30 x 60' };
export const CLIENT = '203.0.113.7';

type Fields = Readonly<Record<string, string>>;

/** A multipart/form-data body; a field given as an array is repeated. */
export function multipart(fields: Readonly<Record<string, string | readonly string[]>>, extraParts = ''): { payload: string; headers: Record<string, string> } {
  const boundary = '----flxtest';
  const parts = Object.entries(fields).flatMap(([name, value]) => (typeof value === 'string' ? [value] : value).map((v) => [name, v] as const));
  const payload =
    parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
    extraParts.replaceAll('{boundary}', boundary) +
    `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function sendOtp(app: FastifyInstance, fields: Fields = INDIA, remoteAddress = CLIENT): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/customer/me/loginotp', remoteAddress, ...multipart(fields) });
}

export function verifyOtp(app: FastifyInstance, responseId: string, otp: string, fields: Fields = INDIA, remoteAddress = CLIENT): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/customer/me/veryfyotp',
    remoteAddress,
    ...multipart({ ...fields, otp, responseId, ...LEAD_FIELDS }),
  });
}

export async function newResponse(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/forms/survey-forms', payload: validSubmission() });
  if (res.statusCode !== 201) throw new Error(`survey submission answered ${res.statusCode}`);
  return res.json<{ insertedId: string }>().insertedId;
}

/** The newest code in the outbox for a recipient. */
export async function codeFor(app: FastifyInstance, to: string): Promise<string> {
  const items = (await app.inject({ url: '/api/dev/outbox?limit=1000' })).json<{ to: string; body: string }[]>();
  const message = items.find((m) => m.to.endsWith(to));
  if (!message) throw new Error(`no message to ${to}`);
  return /\b(\d{6})\b/.exec(message.body)![1]!;
}

export function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** A session for INDIA on a new response: sent, read from the outbox, verified. */
export async function verifiedSession(app: FastifyInstance, fields: Fields = INDIA): Promise<{ responseId: string; token: string }> {
  const responseId = await newResponse(app);
  const sent = await sendOtp(app, fields);
  if (sent.statusCode !== 200) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
  const verified = await verifyOtp(app, responseId, await codeFor(app, fields['mobile']!), fields);
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  return { responseId, token: verified.json<{ token: string }>().token };
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = '2026-11-22T10:00:00Z'): TestClock {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (ms) => (at += ms) };
}
