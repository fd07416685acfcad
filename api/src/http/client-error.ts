// An error the caller caused (bad input, missing thing, bad credentials): carries the HTTP status and a message safe to show.

export type ClientErrorStatus = 400 | 401 | 404;

export class ClientError extends Error {
  constructor(
    readonly statusCode: ClientErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
