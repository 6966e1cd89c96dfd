import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PersonSession } from "../../common/contracts/people";
import { deviceName } from "../../common/device";
import { createAccount, loginRequest, PASSWORD, postJson, sessionCookieOf, signIn, uniqueIp } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";
import { codeAt, enrolTotp, passwordStep } from "./totp-helpers";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

async function signInAs(email: string, userAgent: string) {
  const res = await loginRequest({ email, password: PASSWORD }, uniqueIp(), { "User-Agent": userAgent });
  expect(res.status).toBe(200);
  return sessionCookieOf(res) as string;
}

const ownSessions = async (cookie: string) =>
  ((await (await adminCall(cookie, "GET", "/account/sessions")).json()) as { sessions: PersonSession[] }).sessions;

describe("the session list names each device and how it signed in", () => {
  it("a short device name from the User-Agent", () => {
    expect(deviceName(FIREFOX_WINDOWS)).toBe("Firefox on Windows");
    expect(deviceName(SAFARI_IPHONE)).toBe("Safari on iPhone");
    expect(deviceName(CHROME_ANDROID)).toBe("Chrome on Android");
    expect(deviceName(EDGE_WINDOWS)).toBe("Edge on Windows");
    expect(deviceName("curl/8.5.0")).toBe("curl");
    expect(
      deviceName(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(deviceName(null)).toBe("An unknown device");
    expect(deviceName("something else")).toBe("An unknown device");
  });

  it("password, password and app, password and recovery code", async () => {
    const user = await createAccount({ role: "translator" });
    const first = await signInAs(user.email, FIREFOX_WINDOWS);
    const { key, recoveryCodes } = await enrolTotp(first);
    const withApp = await postJson(
      "/api/admin/login/second-factor",
      { challenge: await passwordStep(user), code: codeAt(key, 1) },
      { "CF-Connecting-IP": uniqueIp(), "User-Agent": SAFARI_IPHONE },
    );
    expect(withApp.status).toBe(200);
    const withCode = await postJson(
      "/api/admin/login/second-factor",
      { challenge: await passwordStep(user), code: recoveryCodes[0] as string },
      { "CF-Connecting-IP": uniqueIp(), "User-Agent": CHROME_ANDROID },
    );
    expect(withCode.status).toBe(200);
    const sessions = await ownSessions(first);
    const seen = sessions.map((s) => ({ device: s.device, method: s.method, current: s.current }));
    expect(seen).toEqual(
      expect.arrayContaining([
        { device: "Firefox on Windows", method: "password", current: true },
        { device: "Safari on iPhone", method: "password+totp", current: false },
        { device: "Chrome on Android", method: "password+recovery", current: false },
      ]),
    );
  });
});

describe("sign out everywhere else", () => {
  it("ends every other session, keeps this one, and logs how many", async () => {
    const user = await createAccount({ role: "translator" });
    const here = await signIn(user);
    const others = [await signIn(user), await signIn(user)];
    const stranger = await signIn(await createAccount());
    const res = await adminCall(here, "DELETE", "/account/sessions");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    for (const cookie of others) await problemOf(await adminCall(cookie, "GET", "/account/sessions"), 401);
    expect((await ownSessions(here)).map((s) => s.current)).toEqual([true]);
    // Someone else's session is not touched.
    expect((await adminCall(stranger, "GET", "/account/sessions")).status).toBe(200);
    const row = await env.DB.prepare("SELECT detail FROM audit_log WHERE user_id = ?1 AND event = 'session.end_others'")
      .bind(user.id)
      .first<{ detail: string }>();
    expect(row?.detail).toBe("2 ended");
  });
});
