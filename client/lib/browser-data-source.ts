import type { LoginError, LoginFailure, LoginResult, SessionAccount } from "../../common/auth";
import type { AppConfig } from "../../common/contracts/app-config";
import type { DataSource, PreviewState } from "../../common/contracts/data-source";
import { isProblem, type Problem, problemDetail } from "../../common/contracts/problem";
import type { Stats } from "../../common/contracts/translation-responses";
import { readCookie } from "../../common/cookies";
import { DEFAULT_LOCALE, type LocaleCode } from "../../common/locales";
import type { MessageBundle, Messages } from "../i18n/messages";

/**
 * The browser's data source: messages over the HTTP API, fetched once per
 * locale and page life; the bundle the server rendered with is known already,
 * unless it held a live preview's drafts: those belong to that one page, and
 * any later navigation shows the published messages (and no preview banner).
 */
export function createBrowserDataSource(
  config: AppConfig,
  rendered?: MessageBundle & { preview?: PreviewState | null },
): DataSource {
  const cache = new Map<LocaleCode, Promise<Messages>>();
  // The unread count comes with the session's answer (one request for both).
  let unread = 0;
  if (rendered && !rendered.preview) {
    cache.set(DEFAULT_LOCALE, Promise.resolve(rendered.fallback));
    if (rendered.current) cache.set(rendered.locale, Promise.resolve(rendered.current));
  }
  return {
    messages(locale) {
      let pending = cache.get(locale);
      if (!pending) {
        pending = fetch(`${config.apiPath}/i18n/${locale}`).then((res) => {
          if (!res.ok) throw new Error(`messages of ${locale}: HTTP ${res.status}`);
          return res.json() as Promise<Messages>;
        });
        pending.catch(() => cache.delete(locale));
        cache.set(locale, pending);
      }
      return pending;
    },
    cookie: (name) => readCookie(document.cookie, name),
    acceptLanguage: () => navigator.languages.join(","),
    async session() {
      const res = await fetch(`${config.apiPath}/admin/session`, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`session: HTTP ${res.status}`);
      const body = (await res.json()) as { user: SessionAccount | null; unread?: number };
      unread = body.unread ?? 0;
      return body.user;
    },
    unreadNotifications: async () => unread,
    async login(input) {
      try {
        const res = await fetch(`${config.apiPath}/admin/login`, jsonPost(input));
        const body: unknown = await res.json();
        if (res.ok && (body as LoginResult | null)?.ok === true) return body as LoginResult;
        if (isProblem(body)) return loginFailure(body);
      } catch {
        // Offline, or an answer that is not a sign-in result: said below.
      }
      return SIGN_IN_UNAVAILABLE;
    },
    async secondFactor(input) {
      try {
        const res = await fetch(`${config.apiPath}/admin/login/second-factor`, jsonPost(input));
        const body: unknown = await res.json();
        if (res.ok && (body as LoginResult | null)?.ok === true) return body as LoginResult;
        if (isProblem(body)) return loginFailure(body);
      } catch {
        // As for the password.
      }
      return SIGN_IN_UNAVAILABLE;
    },
    async logout() {
      const res = await fetch(`${config.apiPath}/admin/logout`, jsonPost({}));
      // 401: the session had already ended, which is what was asked for.
      if (!res.ok && res.status !== 401) throw new Error(`logout: HTTP ${res.status}`);
    },
    async linkInfo(token) {
      const res = await fetch(`${config.apiPath}/admin/invitations/${encodeURIComponent(token)}`, {
        headers: { Accept: "application/json" },
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.ok) return { ok: true, ...(body as { email: string; kind: "invite" | "reset" }) };
      return { ok: false, status: res.status, message: problemDetail(body, LINK_UNAVAILABLE) };
    },
    async acceptLink(token, password) {
      try {
        const res = await fetch(
          `${config.apiPath}/admin/invitations/${encodeURIComponent(token)}`,
          jsonPost({ password }),
        );
        if (res.ok) return { ok: true };
        const body: unknown = await res.json().catch(() => null);
        const field = isProblem(body) && body.errors?.some((e) => e.path === "password") ? "password" : undefined;
        return {
          ok: false,
          status: res.status,
          message: problemDetail(body, LINK_UNAVAILABLE),
          ...(field ? { field } : {}),
        };
      } catch {
        return { ok: false, status: 503, message: LINK_UNAVAILABLE };
      }
    },
    async adminStats() {
      const res = await fetch(`${config.apiPath}/admin/translations/stats`, {
        headers: { Accept: "application/json" },
      });
      if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
      return (await res.json()) as Stats;
    },
    preview: () => null,
  };
}

/** Admin mutations are JSON (the worker refuses anything else, see worker/middleware/csrf.ts). */
function jsonPost(body: unknown): RequestInit {
  return { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

/** A refused sign-in, from its problem details (worker/routes/auth.ts): `detail` is what the page shows. */
function loginFailure(problem: Problem): LoginFailure {
  const fieldErrors: LoginFailure["fieldErrors"] = {};
  for (const { path, message } of problem.errors ?? []) {
    if (path === "email" || path === "password" || path === "code") fieldErrors[path] = message;
  }
  return {
    ok: false,
    status: problem.status,
    error: (typeof problem.code === "string" ? problem.code : "invalid_input") as LoginError,
    message: problem.detail,
    ...(typeof problem.retryAfter === "number" ? { retryAfter: problem.retryAfter } : {}),
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  };
}

const SIGN_IN_UNAVAILABLE: LoginResult = {
  ok: false,
  status: 503,
  error: "unavailable",
  message: "Sign-in is unavailable right now. Please try again in a moment.",
};

const LINK_UNAVAILABLE = "This link cannot be checked right now. Please try again in a moment.";
