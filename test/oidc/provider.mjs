/**
 * A real OpenID provider for the SSO tests (issue 39, docs/decisions/0089-single-sign-on.md):
 * `oidc-provider` on 127.0.0.1 and a free port, with its own development login pages (any login,
 * any password). The login typed is the account: its email; `…mfa…` in it makes the provider say
 * it did MFA (`amr`), `unverified…` makes `email_verified` false. Consent is granted for the one
 * client (a first-party client asks nobody).
 *
 * `POST /__test/tamper` `{ "nonce", "mode" }` changes the ID token of the sign-in that sent `nonce`
 * (test files run side by side against this one provider) as an attacker or a broken provider would: signed by another key, `alg: none`, HS256 with the client secret, another
 * audience, expired, another nonce. Used by test/worker/sso-*.test.ts (through vitest's globalSetup)
 * and scripts/serve-e2e.mjs.
 */
import { createServer } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import Provider from "oidc-provider";

export const TEST_CLIENT_ID = "polyglot-test";
export const TEST_CLIENT_SECRET = "test-only-oidc-client-secret-0123456789";

const MODES = new Set(["foreign-key", "alg-none", "hs256", "wrong-aud", "expired", "wrong-nonce"]);

/** Starts the provider; `redirectUris` are the callbacks the client may use. */
export async function startProvider({ redirectUris, host = "127.0.0.1" }) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, host, resolve));
  const issuer = `http://${host}:${server.address().port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const other = (await generateKeyPair("RS256")).privateKey;
  /** The spoiling asked for each sign-in, by the nonce it sent. */
  const tampers = new Map();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signing] },
    claims: {
      acr: null,
      amr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
    },
    // The ID token carries the email (the worker reads no userinfo).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-only-cookie-key"] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith("unverified") }),
    }),
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email");
      grant.addOIDCClaims(["email", "email_verified"]);
      await grant.save();
      return grant;
    },
  });
  provider.proxy = false;
  // The development login page's account says whether the provider did MFA (amr in the ID token).
  const finished = provider.interactionFinished.bind(provider);
  provider.interactionFinished = (req, res, result, options) => {
    if (result?.login?.accountId) {
      result.login.amr = result.login.accountId.includes("mfa") ? ["pwd", "otp", "mfa"] : ["pwd"];
    }
    return finished(req, res, result, options);
  };
  provider.use(async (ctx, next) => {
    if (ctx.path === "/__test/tamper" && ctx.method === "POST") {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      const { mode, nonce } = JSON.parse(Buffer.concat(chunks).toString() || "{}");
      if (MODES.has(mode) && typeof nonce === "string") tampers.set(nonce, mode);
      ctx.status = 204;
      return;
    }
    await next();
    const idToken = ctx.path === "/token" ? ctx.body?.id_token : undefined;
    if (typeof idToken === "string") {
      const { nonce } = JSON.parse(Buffer.from(idToken.split(".")[1], "base64url").toString());
      const mode = tampers.get(nonce);
      tampers.delete(nonce);
      if (mode) ctx.body = { ...ctx.body, id_token: await tampered(idToken, mode, { privateKey, other }) };
    }
  });
  server.on("request", provider.callback());
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The ID token as `mode` spoils it; every spoiled token but one is signed by the provider's own key. */
async function tampered(idToken, mode, { privateKey, other }) {
  const claims = JSON.parse(Buffer.from(idToken.split(".")[1], "base64url").toString());
  const now = Math.floor(Date.now() / 1000);
  const sign = (payload, key = privateKey, alg = "RS256") =>
    new SignJWT(payload).setProtectedHeader({ alg, kid: "test-key", typ: "JWT" }).sign(key);
  switch (mode) {
    case "foreign-key":
      return sign(claims, other);
    case "alg-none":
      return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
    case "hs256":
      return sign(claims, new TextEncoder().encode(TEST_CLIENT_SECRET), "HS256");
    case "wrong-aud":
      return sign({ ...claims, aud: "someone-else" });
    case "expired":
      return sign({ ...claims, iat: now - 7200, exp: now - 3600 });
    case "wrong-nonce":
      return sign({ ...claims, nonce: "not-the-nonce-we-sent" });
  }
  return idToken;
}
