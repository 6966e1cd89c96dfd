import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SessionAccount } from "../../common/auth";
import { createAccount, fetchWithEnv, SAME_ORIGIN, signIn } from "./auth-helpers";
import { get, problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

/**
 * Your account → Language (issue 38; migrations/0036): PUT /api/admin/account/language, and the
 * order an admin page's language is chosen in: the account's setting, then the sign-in page's
 * cookie, then Accept-Language, then English; a pseudo-locale no longer offered is skipped.
 */

const setLanguage = (cookie: string, locale: unknown) => adminCall(cookie, "PUT", "/account/language", { locale });

/** The `lang` of an admin page's `<html>`, as the worker renders it for these request headers. */
async function pageLang(headers: Record<string, string>, overrides?: Record<string, unknown>): Promise<string> {
  const res = overrides
    ? await fetchWithEnv(overrides, "/admin/account", { headers })
    : await get("/admin/account", headers);
  expect(res.status).toBe(200);
  return /<html lang="([^"]+)"/.exec(await res.text())?.[1] ?? "";
}

async function sessionUser(cookie: string): Promise<SessionAccount> {
  const res = await adminCall(cookie, "GET", "/session");
  return ((await res.json()) as { user: SessionAccount }).user;
}

describe("PUT /api/admin/account/language", () => {
  it("stores a translator's own choice, which the session reads back; null goes back to the browser's", async () => {
    const cookie = await signIn(await createAccount({ role: "translator", locales: ["pl"] }));
    expect((await sessionUser(cookie)).uiLocale).toBeUndefined();
    const res = await setLanguage(cookie, "pl");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ locale: "pl" });
    expect((await sessionUser(cookie)).uiLocale).toBe("pl");
    expect(await (await setLanguage(cookie, null)).json()).toEqual({ locale: null });
    expect((await sessionUser(cookie)).uiLocale).toBeUndefined();
  });

  it("refuses what is not an admin locale (400), and the pseudo-locale where it is off", async () => {
    const cookie = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
    for (const locale of ["xx", "PL", "pl-PL", "", 7, undefined]) {
      await problemOf(await setLanguage(cookie, locale), 400);
    }
    expect(env.PSEUDO_LOCALE).not.toBe("on");
    const pseudo = await problemOf(await setLanguage(cookie, "en-XA"), 400);
    expect(JSON.stringify(pseudo)).toContain("locale");
    expect((await sessionUser(cookie)).uiLocale).toBeUndefined();
  });

  it("accepts the pseudo-locale where PSEUDO_LOCALE is on", async () => {
    const cookie = await signIn(await createAccount({ role: "admin" }));
    const res = await fetchWithEnv({ PSEUDO_LOCALE: "on" }, "/api/admin/account/language", {
      method: "PUT",
      headers: { ...SAME_ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ locale: "en-XA" }),
    });
    expect(res.status).toBe(200);
    expect((await sessionUser(cookie)).uiLocale).toBe("en-XA");
  });

  it("needs a session (401), and is open to an account that must first change its password", async () => {
    await problemOf(await setLanguage("", "pl"), 401);
    const account = await createAccount({ role: "translator", locales: ["hu"] });
    await env.DB.prepare("UPDATE users SET must_change_password = 1 WHERE id = ?1").bind(account.id).run();
    const cookie = await signIn(account);
    expect((await setLanguage(cookie, "hu")).status).toBe(200);
    await problemOf(await adminCall(cookie, "GET", "/account/sessions"), 403);
  });
});

describe("an admin page's language", () => {
  it("the account's setting beats the cookie, which beats Accept-Language, which beats English", async () => {
    const cookie = await signIn(await createAccount({ role: "translator", locales: ["pl"] }));
    const browser = { "Accept-Language": "hu-HU,hu;q=0.9,en;q=0.5" };
    const chosen = `${cookie}; admin_lang=de`;
    expect(await pageLang({ Cookie: cookie })).toBe("en");
    expect(await pageLang({ Cookie: cookie, ...browser })).toBe("hu");
    expect(await pageLang({ Cookie: chosen, ...browser })).toBe("de");
    expect((await setLanguage(cookie, "pl")).status).toBe(200);
    expect(await pageLang({ Cookie: chosen, ...browser })).toBe("pl");
    expect(await pageLang({ Cookie: cookie })).toBe("pl");
    // The admin's code is not always the language's tag: Serbian is `rs`, its tag `sr`.
    await setLanguage(cookie, "rs");
    expect(await pageLang({ Cookie: chosen, ...browser })).toBe("sr-Latn");
    await setLanguage(cookie, null);
    expect(await pageLang({ Cookie: chosen, ...browser })).toBe("de");
  });

  it("a stored pseudo-locale shows where it is offered and is skipped once it is off", async () => {
    const account = await createAccount({ role: "admin" });
    const cookie = await signIn(account);
    await env.DB.prepare("UPDATE users SET ui_locale = 'en-XA' WHERE id = ?1").bind(account.id).run();
    const headers = { Cookie: `${cookie}; admin_lang=cz`, "Accept-Language": "hu" };
    expect(await pageLang(headers, { PSEUDO_LOCALE: "on" })).toBe("en-XA");
    expect(await pageLang(headers)).toBe("cs");
    expect(await pageLang({ Cookie: cookie, "Accept-Language": "hu" })).toBe("hu");
  });
});
