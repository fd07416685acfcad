// Sending and checking one-time passwords (spec calls 8 and 9) with the issue's protections:
// hashed single-use codes valid 10 minutes and bound to their number, 5 wrong tries per challenge,
// wrong tries per number that a new send does not reset, send limits per number and per client
// address, and a resend cool-down; every count in PostgreSQL.
import type { Database } from '../db/database';
import { codeMatches, hashCode, newCode, newId } from './codes';
import { otpMessages, type Channel, type ChannelAdapter } from './delivery';
import { LIMITS, lockSubject, peek, record, RETENTION_MS, type Limit } from './rate-limits';
import { issueSession } from './sessions';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES_PER_CHALLENGE = 5;
/** The browser maps exactly this text to 'Error: wrong otp entered' (spec section 8). */
export const WRONG_OTP = 'wrong otp entered';
/** Challenges older than this are deleted; they expired long before. */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60_000;

export const REFUSALS = {
  blocked: 'This number is blocked for now after too many wrong codes. Please try again tomorrow.',
  failuresPerNumber: 'Too many wrong codes for this number. Please try again later.',
  failuresPerAddress: 'Too many wrong codes from this connection. Please try again later.',
  coolDown: 'Please wait a moment before asking for a new code.',
  sendPerNumber: 'Too many codes were sent to this number. Please try again later.',
  sendPerAddress: 'Too many codes were requested from this connection. Please try again later.',
  notDelivered: 'We could not send the code just now. Please try again shortly.',
  noChallenge: 'There is no code waiting for this number. Please ask for a new one.',
  used: 'This code has already been used. Please ask for a new one.',
  expired: 'This code has expired. Please ask for a new one.',
  triesExhausted: 'Too many wrong tries for this code. Please ask for a new one.',
} as const;

export interface Delivery {
  channel: Channel;
  ok: boolean;
  /** A provider's failure, scrubbed of numbers, codes and addresses. */
  error?: string;
}

export interface Refusal {
  status: 403 | 404 | 429 | 503;
  msg: string;
  retryAfterSeconds?: number;
  deliveries?: Delivery[];
}

export interface OtpServiceDeps {
  db: Database;
  /** The server pepper codes are hashed with. */
  pepper: Buffer;
  deliver: ChannelAdapter;
  now: () => Date;
}

const numberKey = (isd: string, mobile: string) => `${isd} ${mobile}`;

type Check = [key: string, limit: Limit, status: 403 | 429, msg: string];

/** The first check that would be exceeded by one more event, as a refusal. */
async function firstRefusal(tx: Database, checks: Check[], at: Date): Promise<Refusal | null> {
  for (const [key, limit, status, msg] of checks) {
    const check = await peek(tx, key, limit, at);
    if (!check.allowed) return { status, msg, retryAfterSeconds: check.retryAfterSeconds };
  }
  return null;
}

function failureChecks(number: string): Check[] {
  return [
    [`fail:number:${number}`, LIMITS.failuresPerNumberPerDay, 403, REFUSALS.blocked],
    [`fail:number:${number}`, LIMITS.failuresPerNumber, 429, REFUSALS.failuresPerNumber],
  ];
}

export interface SendRequest {
  isd: string;
  mobile: string;
  email: string;
  clientAddress: string;
}

export interface CodeSent {
  resendAfterSeconds: number;
  deliveries: Delivery[];
}

export async function sendCode(deps: OtpServiceDeps, request: SendRequest): Promise<CodeSent | Refusal> {
  const { db, pepper, now } = deps;
  const number = numberKey(request.isd, request.mobile);
  const at = now();
  const code = newCode();
  const refusal = await db.transaction(async (tx) => {
    await lockSubject(tx, 'number', number);
    await lockSubject(tx, 'address', request.clientAddress);
    const sends: Check[] = [
      [`send:cooldown:${number}`, LIMITS.resendCoolDown, 429, REFUSALS.coolDown],
      [`send:number:${number}`, LIMITS.sendPerNumber, 429, REFUSALS.sendPerNumber],
      [`send:address:${request.clientAddress}`, LIMITS.sendPerAddress, 429, REFUSALS.sendPerAddress],
    ];
    const refused = await firstRefusal(tx, [...failureChecks(number), ...sends], at);
    if (refused) return refused;
    for (const [key] of sends) await record(tx, key, at);
    await tx.query('delete from otp_challenges where isd = $1 and mobile = $2 and created_at <= $3', [
      request.isd,
      request.mobile,
      new Date(at.getTime() - CHALLENGE_RETENTION_MS),
    ]);
    const id = newId();
    await tx.query(
      'insert into otp_challenges (id, isd, mobile, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [id, request.isd, request.mobile, hashCode(pepper, id, number, code), at, new Date(at.getTime() + CODE_TTL_MS)],
    );
    return null;
  });
  if (refusal) return refusal;

  // The challenge is committed before anything goes out, so a slow provider holds no lock.
  const messages = otpMessages(request.isd, request.mobile, request.email, code);
  const results = await Promise.allSettled(messages.map((message) => deps.deliver.send(message)));
  const deliveries = results.map((result, i): Delivery => {
    const channel = messages[i]!.channel;
    if (result.status === 'fulfilled') return { channel, ok: true };
    const reason: unknown = result.reason;
    return { channel, ok: false, error: reason instanceof Error ? reason.message : String(reason) };
  });
  if (!deliveries.some((d) => d.ok)) return { status: 503, msg: REFUSALS.notDelivered, deliveries };
  return { resendAfterSeconds: Math.ceil(LIMITS.resendCoolDown.windowMs / 1000), deliveries };
}

export interface VerifyRequest {
  isd: string;
  mobile: string;
  otp: string;
  responseId: string;
  clientAddress: string;
  lead: { name: string; email: string; requirement: string; leadSource: string; leadStatus: string; typeStatus: string };
}

export async function verifyCode(deps: OtpServiceDeps, request: VerifyRequest): Promise<{ token: string; expiresAt: Date } | Refusal> {
  const { db, pepper, now } = deps;
  const number = numberKey(request.isd, request.mobile);
  const at = now();
  return db.transaction(async (tx) => {
    await lockSubject(tx, 'number', number);
    await lockSubject(tx, 'address', request.clientAddress);
    const refused = await firstRefusal(
      tx,
      [...failureChecks(number), [`fail:address:${request.clientAddress}`, LIMITS.failuresPerAddress, 429, REFUSALS.failuresPerAddress]],
      at,
    );
    if (refused) return refused;
    // Only the newest challenge of the number counts: an older code stops working once a new one is sent.
    const rows = await tx.query<{ id: string; code_hash: string; expires_at: Date | string; used_at: Date | null; failed_attempts: number }>(
      'select id, code_hash, expires_at, used_at, failed_attempts from otp_challenges where isd = $1 and mobile = $2 order by created_at desc limit 1 for update',
      [request.isd, request.mobile],
    );
    const challenge = rows[0];
    if (!challenge) return { status: 404 as const, msg: REFUSALS.noChallenge };
    if (challenge.used_at) return { status: 404 as const, msg: REFUSALS.used };
    if (new Date(challenge.expires_at) <= at) return { status: 404 as const, msg: REFUSALS.expired };
    if (challenge.failed_attempts >= MAX_TRIES_PER_CHALLENGE) return { status: 404 as const, msg: REFUSALS.triesExhausted };
    if (!codeMatches(pepper, challenge.id, number, request.otp, challenge.code_hash)) {
      await tx.query('update otp_challenges set failed_attempts = failed_attempts + 1 where id = $1', [challenge.id]);
      await record(tx, `fail:number:${number}`, at);
      await record(tx, `fail:address:${request.clientAddress}`, at);
      return { status: 404 as const, msg: WRONG_OTP };
    }
    await tx.query('update otp_challenges set used_at = $2 where id = $1', [challenge.id, at]);
    const { lead } = request;
    await tx.query(
      `insert into leads (response_id, name, email, isd, mobile, requirement, lead_source, lead_status, type_status, consent_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       on conflict (response_id) do update set name = excluded.name, email = excluded.email, isd = excluded.isd, mobile = excluded.mobile,
         requirement = excluded.requirement, lead_source = excluded.lead_source, lead_status = excluded.lead_status,
         type_status = excluded.type_status, consent_at = excluded.consent_at, updated_at = excluded.updated_at`,
      [request.responseId, lead.name, lead.email, request.isd, request.mobile, lead.requirement, lead.leadSource, lead.leadStatus, lead.typeStatus, at],
    );
    return issueSession(tx, { responseId: request.responseId, isd: request.isd, mobile: request.mobile }, at);
  });
}

/** Deletes what can no longer matter: old limit events, long-expired challenges and sessions. */
export async function pruneCustomerData(db: Database, now: Date): Promise<void> {
  await db.query('delete from rate_events where at <= $1', [new Date(now.getTime() - RETENTION_MS)]);
  await db.query('delete from otp_challenges where created_at <= $1', [new Date(now.getTime() - CHALLENGE_RETENTION_MS)]);
  await db.query('delete from sessions where expires_at <= $1', [now]);
}
