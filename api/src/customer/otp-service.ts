// Sending and checking one-time passwords (spec calls 8 and 9) with the issue's protections:
// hashed single-use codes valid 10 minutes, 5 wrong tries per challenge, failures per number
// that a new send does not reset, and send limits per number and per client address.
import type { Database } from '../db/database';
import { codeMatches, hashCode, newCode, newId } from './codes';
import { otpMessages, type ChannelAdapter } from './delivery';
import { LIMITS, peek, record } from './rate-limits';
import { issueSession } from './sessions';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES_PER_CHALLENGE = 5;
export const WRONG_OTP = 'wrong otp entered';

export type Refusal = { status: 404 | 429; msg: string; retryAfterSeconds?: number };

export interface OtpServiceDeps {
  db: Database;
  codeKey: Buffer;
  deliver: ChannelAdapter;
  now: () => Date;
}

const numberKey = (isd: string, mobile: string) => `${isd} ${mobile}`;

export interface SendRequest {
  isd: string;
  mobile: string;
  email: string;
  clientAddress: string;
}

export async function sendCode(deps: OtpServiceDeps, request: SendRequest): Promise<{ resendAfterSeconds: number } | Refusal> {
  const { db, codeKey, now } = deps;
  const number = numberKey(request.isd, request.mobile);
  const at = now();
  const code = newCode();
  const outcome = await db.transaction(async (tx) => {
    const checks: [string, (typeof LIMITS)[keyof typeof LIMITS], string][] = [
      [`send:cooldown:${number}`, LIMITS.resendCoolDown, 'Please wait a moment before asking for a new code.'],
      [`send:number:${number}`, LIMITS.sendPerNumber, 'Too many codes were sent to this number. Please try again later.'],
      [`send:address:${request.clientAddress}`, LIMITS.sendPerAddress, 'Too many codes were requested from this connection. Please try again later.'],
      [`fail:number:${number}`, LIMITS.failuresPerNumber, 'Too many wrong codes for this number. Please try again later.'],
    ];
    for (const [key, limit, msg] of checks) {
      const check = await peek(tx, key, limit, at);
      if (!check.allowed) return { status: 429 as const, msg, retryAfterSeconds: check.retryAfterSeconds };
    }
    for (const [key] of checks.slice(0, 3)) await record(tx, key, at);
    const id = newId();
    await tx.query(
      'insert into otp_challenges (id, isd, mobile, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [id, request.isd, request.mobile, hashCode(codeKey, id, number, code), at, new Date(at.getTime() + CODE_TTL_MS)],
    );
    return null;
  });
  if (outcome) return outcome;
  for (const message of otpMessages(request.isd, request.mobile, request.email, code)) await deps.deliver.send(message);
  return { resendAfterSeconds: Math.ceil(LIMITS.resendCoolDown.windowMs / 1000) };
}

export interface VerifyRequest {
  isd: string;
  mobile: string;
  otp: string;
  responseId: string;
  lead: { name: string; email: string; requirement: string; leadSource: string; leadStatus: string; typeStatus: string };
}

export async function verifyCode(deps: OtpServiceDeps, request: VerifyRequest): Promise<{ token: string; expiresAt: Date } | Refusal> {
  const { db, codeKey, now } = deps;
  const number = numberKey(request.isd, request.mobile);
  const at = now();
  return db.transaction(async (tx) => {
    const failures = await peek(tx, `fail:number:${number}`, LIMITS.failuresPerNumber, at);
    if (!failures.allowed) return { status: 429 as const, msg: 'Too many wrong codes for this number. Please try again later.', retryAfterSeconds: failures.retryAfterSeconds };
    // Only the newest challenge of the number counts: an older code stops working once a new one is sent.
    const rows = await tx.query<{ id: string; code_hash: string; expires_at: Date | string; used_at: Date | null; failed_attempts: number }>(
      'select id, code_hash, expires_at, used_at, failed_attempts from otp_challenges where isd = $1 and mobile = $2 order by created_at desc limit 1 for update',
      [request.isd, request.mobile],
    );
    const challenge = rows[0];
    if (!challenge || challenge.used_at) return { status: 404 as const, msg: 'There is no code waiting for this number. Please ask for a new one.' };
    if (new Date(challenge.expires_at) <= at) return { status: 404 as const, msg: 'This code has expired. Please ask for a new one.' };
    if (challenge.failed_attempts >= MAX_TRIES_PER_CHALLENGE) return { status: 404 as const, msg: 'Too many wrong tries for this code. Please ask for a new one.' };
    if (!codeMatches(codeKey, challenge.id, number, request.otp, challenge.code_hash)) {
      await tx.query('update otp_challenges set failed_attempts = failed_attempts + 1 where id = $1', [challenge.id]);
      await record(tx, `fail:number:${number}`, at);
      return { status: 404 as const, msg: WRONG_OTP };
    }
    await tx.query('update otp_challenges set used_at = $2 where id = $1', [challenge.id, at]);
    const { lead } = request;
    await tx.query(
      `insert into leads (response_id, name, email, isd, mobile, requirement, lead_source, lead_status, type_status, consent_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       on conflict (response_id) do update set name = excluded.name, email = excluded.email, isd = excluded.isd, mobile = excluded.mobile,
         requirement = excluded.requirement, lead_source = excluded.lead_source, lead_status = excluded.lead_status,
         type_status = excluded.type_status, updated_at = excluded.updated_at`,
      [request.responseId, lead.name, lead.email, request.isd, request.mobile, lead.requirement, lead.leadSource, lead.leadStatus, lead.typeStatus, at],
    );
    return issueSession(tx, { responseId: request.responseId, isd: request.isd, mobile: request.mobile }, at);
  });
}
