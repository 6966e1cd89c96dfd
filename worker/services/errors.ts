/**
 * An error a service raises on purpose, with the HTTP status and JSON body the
 * API answers with (worker/index.ts maps it). Services stay free of Hono.
 * (No parameter properties: the Node CLI imports services with type stripping.)
 */
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  readonly details: Record<string, unknown>;

  constructor(status: AppError["status"], message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.details = details;
  }
}

/** 400 naming the offending field(s). */
export function invalid(field: string, problem: string): AppError {
  return new AppError(400, `${field} ${problem}`, { fields: { [field]: problem } });
}
