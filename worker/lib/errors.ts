/**
 * An error raised on purpose (by a service, a middleware or a route): the HTTP status, a
 * sentence for the person using the product (the problem's `detail`), and extension members
 * the client needs (a conflict's `current` cell, field `errors`). ./on-error.ts turns it into
 * an RFC 9457 problem or an error page; services throw it and stay free of Hono.
 * It lives in worker/lib, beside that mapping, because it is the HTTP layer's vocabulary.
 * (No parameter properties: the Node CLI imports services with type stripping.)
 */
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 503;
  readonly details: Record<string, unknown>;
  /** Response headers that belong to the answer (a 429's `Retry-After`). */
  readonly headers: Record<string, string>;

  constructor(
    status: AppError["status"],
    message: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

/** 400 naming the offending field, in the problem format's `errors` list. */
export function invalid(field: string, problem: string): AppError {
  return new AppError(400, `${field} ${problem}`, { errors: [{ path: field, message: problem }] });
}

/**
 * A request body refused as a whole: it does not parse (400), is over its limit (413) or of
 * the wrong kind (415).
 * Only a broken or hostile client sends one, so it is answered as a problem on every path,
 * form targets included (worker/http/on-error.ts).
 */
export class BodyError extends AppError {
  constructor(status: 400 | 413 | 415, message: string) {
    super(status, message);
    this.name = "BodyError";
  }
}

/** How long a client should wait before retrying while a store is unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * A store (D1) that cannot answer: the binding is missing, or the call failed for a reason
 * of the store's (network, overload, a reset), not of the query. Answered 503 with
 * `Retry-After`; the cause is logged, never shown.
 */
export class StoreUnavailable extends AppError {
  constructor(store: string, cause?: unknown) {
    super(
      503,
      "The service is unavailable right now. Please try again in a moment.",
      { code: "unavailable", retryAfter: STORE_RETRY_AFTER_SECONDS },
      { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) },
    );
    this.name = "StoreUnavailable";
    this.cause = { store, error: cause };
  }
}
