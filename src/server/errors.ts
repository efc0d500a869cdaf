/** Errors that carry the HTTP status the API answers them with; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers of the answer (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const contentTooLarge = (message: string) => new HttpError(413, message);
/** A 429; with the time until a retry can succeed when waiting helps (Retry-After, whole seconds). */
export const tooManyRequests = (message: string, retryInMs?: number) =>
  new HttpError(429, message, retryInMs === undefined ? {} : { 'retry-after': String(retryAfterSeconds(retryInMs)) });
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
