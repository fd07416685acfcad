// A refusal that is not the caller's fault for long: too many requests (429) or too busy (503). It carries
// when to ask again; the app's error handler sends it as Retry-After and logs nothing as a failure.

export type TryLaterStatus = 429 | 503;

export class TryLater extends Error {
  constructor(
    readonly statusCode: TryLaterStatus,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'TryLater';
  }
}
