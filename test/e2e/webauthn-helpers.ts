import type { Page } from "@playwright/test";

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform
 * authenticator that keeps discoverable credentials and verifies its user, as a phone or a
 * laptop's screen lock would.
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    remove: () => cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId }),
  };
}
