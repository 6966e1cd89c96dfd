import { isProblem, type Problem, problemDetail } from "../../common/contracts/problem";

/**
 * The HTTP client: a base address from the public runtime setting `apiPath`, the
 * seven methods, JSON by default, an empty body read as `{}`, and on failure the
 * response body as the error (an RFC 9457 problem from our API, see
 * docs/decisions/0033-api-errors.md), or an exception carrying status and body
 * when `throwOnError` is set.
 */

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface HttpOptions {
  /** Sent as JSON unless it is already a body the platform knows (FormData, Blob, string...). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Throw an `HttpError` instead of returning the failure. */
  throwOnError?: boolean;
  credentials?: RequestCredentials;
}

export type HttpResult<T> =
  | { ok: true; status: number; data: T; error: null; headers: Headers }
  | { ok: false; status: number; data: null; error: unknown; headers: Headers | null };

/** A failed request, when `throwOnError` is set: the status and the response body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(problemDetail(body, `HTTP ${status} from ${url}`));
    this.name = "HttpError";
  }

  /** The body, when the server answered with problem details. */
  get problem(): Problem | null {
    return isProblem(this.body) ? this.body : null;
  }
}

type Call = {
  <T = unknown>(path: string, options: HttpOptions & { throwOnError: true }): Promise<T>;
  <T = unknown>(path: string, options?: HttpOptions): Promise<HttpResult<T>>;
};

export type HttpClient = Record<Lowercase<HttpMethod>, Call> & { baseURL: string };

export interface HttpClientOptions {
  /** The `apiPath` setting: a path on this site (`/api`) or an absolute URL. */
  baseURL: string;
  fetch?: typeof fetch;
}

function isPlatformBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

export function joinURL(base: string, path: string, query?: HttpOptions["query"]): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  let url = absolute ? path : `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  if (qs) url += (url.includes("?") ? "&" : "?") + qs;
  return url;
}

/** The body of a response: JSON when it parses, else text; an empty body is `{}`. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.trim() === "") return {};
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient({ baseURL, fetch: fetchImpl = globalThis.fetch }: HttpClientOptions): HttpClient {
  async function request(method: HttpMethod, path: string, options: HttpOptions = {}): Promise<unknown> {
    const url = joinURL(baseURL, path, options.query);
    const headers = new Headers(options.headers);
    if (!headers.has("accept")) headers.set("accept", "application/json");
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== "GET" && method !== "HEAD") {
      if (isPlatformBody(options.body)) body = options.body;
      else {
        body = JSON.stringify(options.body);
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
      }
    }
    let res: Response;
    try {
      res = await fetchImpl(url, { method, headers, body, signal: options.signal, credentials: options.credentials });
    } catch (error) {
      // A cancelled request is the caller's own doing: it always rejects, as fetch does.
      if (options.throwOnError || options.signal?.aborted) throw error;
      return { ok: false, status: 0, data: null, error, headers: null };
    }
    const parsed = method === "HEAD" ? {} : await readBody(res);
    if (res.ok)
      return options.throwOnError
        ? parsed
        : { ok: true, status: res.status, data: parsed, error: null, headers: res.headers };
    if (options.throwOnError) throw new HttpError(res.status, parsed, url);
    return { ok: false, status: res.status, data: null, error: parsed, headers: res.headers };
  }

  const client = { baseURL } as HttpClient;
  for (const method of HTTP_METHODS) {
    client[method.toLowerCase() as Lowercase<HttpMethod>] = ((path: string, options?: HttpOptions) =>
      request(method, path, options)) as Call;
  }
  return client;
}
