import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import {
  ACCOUNT_PATH,
  ADMIN_HOME,
  LOGIN_PATH,
  type LoginChallenge,
  type LoginFailure,
  loginPath,
  type SecondFactorMethod,
  type SessionAccount,
  safeRedirect,
} from "../../common/auth";
import { readCookie } from "../../common/cookies";
import { dataSourceContext } from "./data-source";

/**
 * Loaders and actions of the admin routes. They run in the worker (where the session
 * middleware has already guarded the request) and in the browser (client-side navigation),
 * so the same rules hold in both: no session, no admin page.
 */

export interface AdminData {
  user: SessionAccount;
  /** The account's unread notifications, for the bell (it comes with the session: no request of its own). */
  unread: number;
}

/** The admin layout: the signed-in account, or a redirect to the login page and back. */
export async function adminLoader({ request, context }: LoaderFunctionArgs): Promise<AdminData> {
  const source = context.get(dataSourceContext);
  const user = await source.session();
  const url = new URL(request.url);
  if (!user) throw redirect(loginPath(url.pathname + url.search));
  // An account that must change its password or set up a second factor sees Your account only (as the worker's guard).
  if (user.pending && url.pathname !== ACCOUNT_PATH) throw redirect(ACCOUNT_PATH);
  return { user, unread: (await source.unreadNotifications?.()) ?? 0 };
}

/** After single sign-on, the second step it handed over (`?sso=second-factor`, docs/decisions/0089-single-sign-on.md). */
export type LoginLoaderData = { challenge: string; methods: SecondFactorMethod[] } | null;

/**
 * The login page: a signed-in visitor belongs in the admin. After SSO, its second step: the
 * HttpOnly cookie worker/routes/sso.ts set ("totp.recovery~<challenge>"), which only the worker's
 * render of this page reads (the browser's request has no such cookie to read).
 */
export async function loginLoader({ request, context }: LoaderFunctionArgs): Promise<LoginLoaderData> {
  if (await context.get(dataSourceContext).session()) throw redirect(ADMIN_HOME);
  if (new URL(request.url).searchParams.get("sso") !== "second-factor") return null;
  const [methods = "", challenge] = readCookie(request.headers.get("Cookie"), "__Host-sso-step")?.split("~") ?? [];
  return challenge ? { challenge, methods: methodsOf(methods.replaceAll(".", " ")) } : null;
}

/**
 * What the sign-in form's action hands back: a refusal (the reason, the email to show again),
 * or the second step to ask for (the challenge, carried in the code form; a refused code keeps it).
 */
export type LoginActionData =
  | (LoginFailure & { email: string; challenge?: undefined })
  | (Pick<LoginChallenge, "challenge" | "methods"> & { email: string; failure?: LoginFailure });

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The second step's methods, carried by its form (they only choose what the page shows). */
const methodsOf = (value: string): SecondFactorMethod[] => {
  const methods = value.split(" ").filter((m): m is SecondFactorMethod => ["totp", "passkey", "recovery"].includes(m));
  return methods.length ? methods : ["totp", "recovery"];
};

/**
 * The sign-in form's action: a plain form POST without JavaScript (the worker renders this
 * action), a JSON call through the DataSource with it. Success goes to the `redirect`
 * parameter when it names a path of this site (common/safe-redirect.ts), else to /admin.
 */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, "email");
  const source = context.get(dataSourceContext);
  const challenge = field(form, "challenge");
  const result = challenge
    ? await source.secondFactor({ challenge, code: field(form, "code") })
    : await source.login({
        email,
        password: field(form, "password"),
        captchaToken: field(form, "captchaToken") || undefined,
        redirect: new URL(request.url).searchParams.get("redirect"),
      });
  if (result.ok && "secondFactor" in result) {
    return data<LoginActionData>({ challenge: result.challenge, methods: result.methods, email });
  }
  // 303: the browser follows a form POST's redirect with a GET. The target is checked again
  // here, by the same rule: this redirect leaves the page, whoever answered the sign-in.
  // An account with something to do first (a given password, a required second factor) goes to Your account.
  if (result.ok && result.user.pending) throw redirect(ACCOUNT_PATH, 303);
  if (result.ok) throw redirect(safeRedirect(result.redirectTo), 303);
  // A wrong code keeps the second step (its challenge); an expired challenge starts over.
  if (challenge && result.error !== "challenge_expired") {
    return data<LoginActionData>(
      { challenge, methods: methodsOf(field(form, "methods")), email, failure: result },
      { status: result.status },
    );
  }
  return data<LoginActionData>({ ...result, email }, { status: result.status });
}

/**
 * Sign-out, then the login page: in the browser a JSON call through the DataSource, without
 * JavaScript the sign-out form's POST (rendered by the worker). 303, as for sign-in: the
 * browser follows a form POST's redirect with a GET.
 */
export async function logoutAction({ context }: ActionFunctionArgs): Promise<never> {
  await context.get(dataSourceContext).logout();
  throw redirect(LOGIN_PATH, 303);
}

/** `/admin/logout` is only ever posted to; a visit goes back to the dashboard. */
export function logoutLoader(): never {
  throw redirect(ADMIN_HOME);
}
