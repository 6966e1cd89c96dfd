/**
 * An error a service raises on purpose: the HTTP status, a sentence for the
 * person using the product (the problem's `detail`), and extension members the
 * client needs (a conflict's `current` cell, field `errors`). worker/index.ts
 * turns it into an RFC 9457 problem; services stay free of Hono.
 * (No parameter properties: the Node CLI imports services with type stripping.)
 */
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
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
