// The words the visitor sees when sending or checking a code fails (spec section 8), chosen
// from what went wrong. Returns a translation key and its values.
import type { CallFailure } from '@flx/shared-contract';

export interface Message {
  key: string;
  values?: Record<string, string | number>;
  /** Text from our own server, shown as it is. */
  text?: string;
}

export function otpErrorMessage(call: 'send' | 'verify', failure: CallFailure): Message {
  if (failure.kind === 'no-response') return { key: 'lead.errors.noResponse' };
  if (failure.kind === 'other') return { key: 'lead.errors.other', values: { message: failure.message } };
  const { status, ok, serverMessage, retryAfterSeconds } = failure;
  if (ok) return { key: 'lead.errors.somethingWrong' };
  if (status === 403) return serverMessage ? { key: '', text: serverMessage } : { key: 'lead.errors.forbidden' };
  if (call === 'verify' && status === 404) {
    if (!serverMessage) return { key: 'lead.errors.tryLater' };
    return serverMessage === 'wrong otp entered' ? { key: 'lead.errors.wrongOtp' } : { key: '', text: serverMessage };
  }
  // Not in the spec: our server limits how often codes are sent and guessed, and says for how long. The
  // minutes go as i18next's `count`, so the text takes the number's form (1 minute; Arabic's two minutes).
  if (status === 429) {
    return retryAfterSeconds
      ? { key: 'lead.errors.tooManyWait', values: { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } }
      : { key: 'lead.errors.tooMany' };
  }
  return { key: 'lead.errors.http', values: { status } };
}
