import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount, PASSWORD, SAME_ORIGIN, sessionCookieOf, signIn, uniqueIp } from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { codeAt, enrolTotp } from "./totp-helpers";

/** The login page's form, posted without JavaScript (the worker renders the route action). */
const postForm = (fields: Record<string, string>, ip: string) =>
  SELF.fetch(`${ORIGIN}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    body: new URLSearchParams(fields).toString(),
  });

describe("the second step without JavaScript", () => {
  it("the password form answers the code form, which signs in with a code", async () => {
    const user = await createAccount({ role: "translator" });
    const { key } = await enrolTotp(await signIn(user));
    const ip = uniqueIp();
    const first = await postForm({ email: user.email, password: PASSWORD }, ip);
    expect(first.status).toBe(200);
    expect(sessionCookieOf(first)).toBeUndefined();
    const html = await first.text();
    expect(html).toContain("Enter your code");
    const challenge = html.match(/name="challenge" value="([^"]+)"/)?.[1];
    expect(challenge).toBeTruthy();

    const wrong = await postForm({ challenge: challenge as string, code: "000000", email: user.email }, ip);
    expect(wrong.status).toBe(401);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await wrong.text()).toContain("That code is not correct");

    const right = await postForm({ challenge: challenge as string, code: codeAt(key, 1), email: user.email }, ip);
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/admin");
    expect(sessionCookieOf(right)).toBeDefined();
  });
});
