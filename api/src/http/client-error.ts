// An error the caller caused (bad input, missing thing, bad credentials): carries the HTTP status and a message safe to show.

/** 409: the thing asked for exists but its state does not allow the request. */
export type ClientErrorStatus = 400 | 401 | 404 | 409;

export class ClientError extends Error {
  constructor(
    readonly statusCode: ClientErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
