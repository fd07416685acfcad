// What must never reach the logs (mobile numbers, emails, OTP codes, tokens) and the functions that hide it.

/** Field and query-parameter names whose values are personal data or secrets; matched case-insensitively in URLs. */
export const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'mobile',
  'mobileNumber',
  'email',
  'useremail',
  'otp',
  'token',
  'authToken',
] as const;

export const REDACTED = '[redacted]';

const sensitiveLower = new Set<string>(SENSITIVE_KEYS.map((key) => key.toLowerCase()));

function decodedKey(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return rawKey.toLowerCase();
  }
}

/** Replaces the values of sensitive query parameters, leaving the rest of the URL byte for byte as it was. */
export function maskSensitiveQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const queryEnd = hashStart === -1 ? url.length : hashStart;
  const masked = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawKey = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && sensitiveLower.has(decodedKey(rawKey)) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${masked}${url.slice(queryEnd)}`;
}

/**
 * pino redact paths: the sensitive keys at the top of a log object and up to three levels down
 * (`body.email`, `req.body.mobile`, `req.headers.authorization`, `payload.customer.otp`).
 */
export function redactPaths(): string[] {
  return SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);
}
