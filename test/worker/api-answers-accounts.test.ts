import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { answerOf } from "./api-answers-helpers";
import { createAccount, PASSWORD, signIn } from "./auth-helpers";
import { tokenOfLink } from "./people-helpers";
import { codeAt } from "./totp-helpers";

/**
 * The live answers of sign-in, people and one's own account pass their contracts, made strict
 * (docs/decisions/0094-a-typed-client.md; the other families: ./api-answers.test.ts).
 */
type Created = { person: { id: number; updatedAt: number }; link?: { url: string } };

describe("the answers of sign-in and people", () => {
  it("are what their contracts say", async () => {
    const admin = await createAccount({ role: "admin" });
    const cookie = await signIn(admin);
    await answerOf(null, "POST", "/login", { email: admin.email, password: PASSWORD });
    expect(await answerOf(null, "GET", "/session")).toEqual({ user: null });
    await answerOf(cookie, "GET", "/session");

    await answerOf(cookie, "GET", "/people");
    const email = `answers-${crypto.randomUUID()}@example.test`;
    const made = await answerOf<Created>(cookie, "POST", "/people", {
      ...{ email, role: "translator", locales: ["de"], mode: "password" },
    });
    const P = `/people/${made.person.id}`;
    await answerOf(cookie, "GET", P);
    await answerOf(cookie, "PATCH", P, { updatedAt: made.person.updatedAt, role: "reviewer", locales: ["de"] });
    await answerOf(cookie, "POST", `${P}/reset`);
    await answerOf(cookie, "DELETE", `${P}/sessions`);

    const translator = await createAccount({ role: "translator", locales: ["pl"] });
    await signIn(translator);
    const detail = await answerOf<{ sessions: { id: string }[] }>(cookie, "GET", `/people/${translator.id}`);
    await answerOf(cookie, "DELETE", `/people/${translator.id}/sessions/${detail.sessions[0]?.id}`);

    const invited = await answerOf<Created>(cookie, "POST", "/people", {
      ...{ email: `invited-${crypto.randomUUID()}@example.test`, role: "translator", locales: "all", mode: "invite" },
    });
    const link = `/invitations/${tokenOfLink(invited.link?.url ?? "")}`;
    await answerOf(null, "GET", link);
    await answerOf(null, "POST", link, { password: "a long enough password for the invite" });
  });
});

describe("the answers of one's own account", () => {
  it("are what their contracts say: sessions, email, language, policy, tokens, passkeys", async () => {
    const cookie = await signIn(await createAccount({ role: "admin" }));
    const other = await signIn(await createAccount({ role: "admin" }));
    await answerOf(cookie, "GET", "/account/sessions");
    await answerOf(cookie, "GET", "/account/email-preferences");
    await answerOf(cookie, "PUT", "/account/email-preferences", { preferences: { approved: "off" } });
    await answerOf(cookie, "PUT", "/account/language", { locale: "de" });
    const policy = await answerOf(cookie, "GET", "/policy");
    await answerOf(cookie, "PUT", "/policy", policy);
    await answerOf(cookie, "GET", "/tokens");
    const token = await answerOf<{ token: { id: number } }>(cookie, "POST", "/tokens", {
      ...{ name: "answers", scopes: ["export"], expiresInDays: 7 },
    });
    await answerOf(cookie, "DELETE", `/tokens/${token.token.id}`);
    await answerOf(cookie, "GET", "/account/passkeys");
    await answerOf(cookie, "POST", "/account/passkeys/options");
    await answerOf(null, "POST", "/login/passkey/options", {});
    await answerOf(cookie, "DELETE", "/account/sessions");
    const own = await answerOf<{ sessions: { id: string }[] }>(other, "GET", "/account/sessions");
    expect(await answerOf(other, "DELETE", `/account/sessions/${own.sessions[0]?.id}`)).toEqual({ signedOut: true });
    await answerOf(await signIn(await createAccount({ role: "translator" })), "POST", "/logout");
    await answerOf(cookie, "POST", "/account/password", { current: PASSWORD, password: "another long password" });
  });

  it("are what their contracts say: two-factor sign-in, set up, proven, used and turned off", async () => {
    const admin = await createAccount({ role: "admin" });
    const cookie = await signIn(admin);
    await answerOf(cookie, "GET", "/account/totp");
    const { secret } = await answerOf<{ secret: string }>(cookie, "POST", "/account/totp");
    const key = decodeBase32IgnorePadding(secret);
    await answerOf(cookie, "POST", "/account/totp/confirm", { code: codeAt(key) });
    await answerOf(cookie, "POST", "/account/totp/verify", { code: codeAt(key, 1) });
    const { recoveryCodes } = await answerOf<{ recoveryCodes: string[] }>(
      ...([cookie, "POST", "/account/totp/recovery-codes"] as const),
    );
    const step = await answerOf<{ challenge: string }>(null, "POST", "/login", {
      email: admin.email,
      password: PASSWORD,
    });
    await answerOf(null, "POST", "/login/second-factor", { challenge: step.challenge, code: recoveryCodes[0] });
    await answerOf(cookie, "DELETE", "/account/totp", { code: recoveryCodes[1] });
  });
});
