// Fastify's pino logger settings: level, redaction, and a request serializer that keeps secrets out of logged URLs.
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { REDACTED, maskSensitiveQuery, redactPaths } from './redaction';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined };
}

// A type alias, not an interface, so it satisfies the index signature Fastify's serializer type expects.
export type SerializedRequest = {
  method: string;
  url: string;
  host: string | undefined;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
};

function isLoggedRequest(value: unknown): value is LoggedRequest {
  const candidate = value as Partial<LoggedRequest> | null;
  return typeof candidate?.url === 'string' && typeof candidate.method === 'string';
}

/** Fastify requests become a small record with the URL masked; anything else logged as `req` is left to redaction. */
export function serializeRequest(request: unknown): SerializedRequest | Record<string, unknown> {
  if (!isLoggedRequest(request)) {
    return typeof request === 'object' && request !== null ? { ...request } : { value: request };
  }
  return {
    method: request.method,
    url: maskSensitiveQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** `stream` lets tests capture the exact lines production would write. */
export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: { req: serializeRequest },
    ...(stream !== undefined && { stream }),
  };
}
