import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { ADMIN_HOME, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../common/auth";
import { dataSourceContext } from "./data-source";

/**
 * The one-time link page (`/admin/invite/<token>`): an invitation or a password reset. Its
 * loader and action run in the worker (a plain form POST without JavaScript) and in the browser.
 */

export interface LinkData {
  email: string;
  kind: "invite" | "reset";
}

export interface LinkActionData {
  /** The server's sentence (shown as sent); none when `problem` names what the page says itself. */
  message?: string;
  /** A refusal found before asking the server, said by the page in the admin's language. */
  problem?: "tooShort" | "tooLong" | "mismatch";
  field?: "password" | "confirm";
}

/** An unusable link is the page's error: 404 unknown, 410 used or expired, with the sentence to show. */
export async function linkLoader({ params, context }: LoaderFunctionArgs): Promise<LinkData> {
  const source = context.get(dataSourceContext);
  if (!source.linkInfo) throw data({ message: "This page is not available here." }, { status: 404 });
  const result = await source.linkInfo(params.token ?? "");
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { email: result.email, kind: result.kind };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function linkAction({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = field(form, "password");
  // The same rule as common/auth.ts's newPasswordProblem, named so the page says it in the admin's language.
  const problem =
    password.length < MIN_PASSWORD_LENGTH ? "tooShort" : password.length > MAX_PASSWORD_LENGTH ? "tooLong" : null;
  if (problem) return data<LinkActionData>({ problem, field: "password" }, { status: 400 });
  if (field(form, "confirm") !== password) {
    return data<LinkActionData>({ problem: "mismatch", field: "confirm" }, { status: 400 });
  }
  const source = context.get(dataSourceContext);
  const result = source.acceptLink
    ? await source.acceptLink(params.token ?? "", password)
    : { ok: false as const, status: 404, message: "This page is not available here." };
  if (result.ok) throw redirect(ADMIN_HOME, 303);
  if (result.status === 404 || result.status === 410)
    throw data({ message: result.message }, { status: result.status });
  return data<LinkActionData>(
    { message: result.message, ...(result.field ? { field: result.field } : {}) },
    { status: result.status },
  );
}
