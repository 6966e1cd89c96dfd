/**
 * RFC 9457 problem details: the one shape of every `/api` error, read by the
 * browser's HTTP client (docs/decisions/0033-api-errors.md).
 */

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** One failing field of a request: its dot-joined path (`drafts.home.title`, `text`) and why. */
export interface FieldError {
  path: string;
  message: string;
}

export interface Problem {
  /** "about:blank" (RFC 9457 §4.2.1): the status and title say it all. */
  type: string;
  title: string;
  status: number;
  /** A sentence for the person using the product: what the editor and login show. */
  detail: string;
  /** The request path the problem is about. */
  instance?: string;
  /** Validation problems only. */
  errors?: FieldError[];
  /** Extension members (RFC 9457 §3.2), e.g. a conflict's `current` cell. */
  [extension: string]: unknown;
}

export function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const { status, title, detail } = body as Partial<Problem>;
  return typeof status === "number" && typeof title === "string" && typeof detail === "string";
}

/** The sentence a failed call should show: the problem's `detail`, else `fallback`. */
export function problemDetail(body: unknown, fallback: string): string {
  return isProblem(body) && body.detail ? body.detail : fallback;
}
