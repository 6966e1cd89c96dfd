/**
 * Single sign-on's protocol half (docs/decisions/0089-single-sign-on.md): OpenID Connect's
 * authorization code flow with PKCE (S256), `state` and `nonce`. Discovery, PKCE and the code
 * exchange through oauth4webapi; the ID token verified with jose against the issuer's JWKS:
 * signature (asymmetric algorithms only: never `none` or HS*), issuer, audience, expiry, nonce.
 * What the flow must remember between the two requests travels in a signed, HttpOnly, SameSite=Lax
 * cookie of this browser for 10 minutes (`__Host-sso-flow`), never in the URL.
 */
import type { JWK, JWTPayload } from "jose";
import { SignJWT } from "jose/jwt/sign";
import { jwtVerify } from "jose/jwt/verify";
import * as oauth from "oauth4webapi";
import { assertSessionSecret } from "./session-token";
import type { SsoConfig } from "./sso-config";

export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;
export const SSO_CALLBACK_PATH = "/api/admin/sso/callback";
const FLOW_ISSUER = "polyglot-edge";
const FLOW_AUDIENCE = "polyglot-edge/sso-flow";
/** What an ID token may be signed with: public-key algorithms only. */
const ID_TOKEN_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

/** Plain http only for a provider on this machine (local development, the tests). */
function insecureAllowed(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

const servers = new Map<string, Promise<oauth.AuthorizationServer>>();

/** The provider's metadata (discovery), kept for the isolate's life; a failed discovery is tried again next time. */
function discover(issuer: string): Promise<oauth.AuthorizationServer> {
  let server = servers.get(issuer);
  if (!server) {
    const url = new URL(issuer);
    const options = { algorithm: "oidc" as const, [oauth.allowInsecureRequests]: insecureAllowed(issuer) };
    server = oauth.discoveryRequest(url, options).then((response) => oauth.processDiscoveryResponse(url, response));
    server.catch(() => servers.delete(issuer));
    servers.set(issuer, server);
  }
  return server;
}

/** WebCrypto's import parameters of a public key for each algorithm an ID token may use. */
function importParameters(alg: string): RsaHashedImportParams | EcKeyImportParams | Algorithm {
  const hash = `SHA-${alg.slice(2)}`;
  if (alg.startsWith("RS")) return { name: "RSASSA-PKCS1-v1_5", hash };
  if (alg.startsWith("PS")) return { name: "RSA-PSS", hash };
  if (alg.startsWith("ES")) return { name: "ECDSA", namedCurve: alg === "ES512" ? "P-521" : `P-${alg.slice(2)}` };
  return { name: "Ed25519" };
}

/** The issuer's JWKS as last fetched, and when: fetched again for an unknown `kid`, at most every 30 s. */
const keySets = new Map<string, { keys: JWK[]; at: number }>();
const JWKS_REFETCH_MS = 30_000;

async function fetchKeys(uri: string, issuer: string, now: number): Promise<JWK[]> {
  if (new URL(uri).protocol !== "https:" && !insecureAllowed(issuer)) throw new Error("jwks_uri must be https");
  const response = await fetch(uri, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`jwks_uri answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  const keys = Array.isArray(body.keys) ? (body.keys as JWK[]) : [];
  keySets.set(uri, { keys, at: now });
  return keys;
}

/**
 * jose's key resolver for an ID token: the issuer's signing key its header names (`kid`, the
 * algorithm's key type, `use` sig). The JWKS is fetched once and again when a `kid` is new (the
 * provider rotated), at most every 30 s. (jose's createRemoteJWKSet and importJWK do the same; their
 * modules would add to the worker's startup chunk, which shares jose: docs/decisions/0089.) Only
 * the public parts of the key are imported, for `verify` alone; jose checks the algorithm against
 * the allowed list before it asks for a key.
 */
function issuerKey(server: oauth.AuthorizationServer, now: number) {
  const uri = server.jwks_uri;
  return async (header: { kid?: string; alg?: string }) => {
    if (!uri) throw new Error("The provider names no jwks_uri");
    const alg = header.alg ?? "";
    const kty = alg.startsWith("ES") ? "EC" : alg === "EdDSA" ? "OKP" : "RSA";
    const match = (keys: JWK[]) =>
      keys.filter((k) => k.kty === kty && (!k.use || k.use === "sig") && (!header.kid || k.kid === header.kid));
    const cached = keySets.get(uri);
    let found = cached ? match(cached.keys) : [];
    if (found.length === 0 && (!cached || now - cached.at > JWKS_REFETCH_MS))
      found = match(await fetchKeys(uri, server.issuer, now));
    const [key, other] = found;
    if (!key || other)
      throw Object.assign(new Error("no single key of the issuer matches"), { code: "ERR_JWKS_NO_MATCHING_KEY" });
    const { crv, n, e, x, y } = key;
    return crypto.subtle.importKey("jwk", { kty: key.kty, crv, n, e, x, y }, importParameters(alg), false, ["verify"]);
  };
}

const flowKey = (secret: string | undefined) => {
  assertSessionSecret(secret);
  return new TextEncoder().encode(secret);
};

/** The state of one sign-in between /start and /callback. */
interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
}

/** Where to send the browser, and the flow cookie's value (this browser's alone). */
export async function startSso(
  config: SsoConfig,
  {
    sessionSecret,
    origin,
    redirect,
    now = Date.now(),
  }: { sessionSecret?: string; origin: string; redirect: string; now?: number },
): Promise<{ location: string; flow: string }> {
  const server = await discover(config.issuer);
  if (!server.authorization_endpoint) throw new Error("The provider names no authorization_endpoint");
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(server.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: new URL(SSO_CALLBACK_PATH, origin).href,
    response_type: "code",
    scope: "openid email",
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  const flow = await new SignJWT({ st: state, nn: nonce, cv: verifier, rd: redirect })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(FLOW_ISSUER)
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + SSO_FLOW_TTL_MS) / 1000))
    .sign(flowKey(sessionSecret));
  return { location: url.href, flow };
}

async function readFlow(secret: string | undefined, token: string | undefined, now: number): Promise<Flow | null> {
  if (!token || token.length > 4096) return null;
  const key = flowKey(secret);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: FLOW_ISSUER,
      audience: FLOW_AUDIENCE,
      currentDate: new Date(now),
    });
    const { st, nn, cv, rd } = payload;
    if (typeof st !== "string" || typeof nn !== "string" || typeof cv !== "string" || typeof rd !== "string")
      return null;
    return { state: st, nonce: nn, verifier: cv, redirect: rd };
  } catch {
    return null;
  }
}

/** Why a callback is refused, for the audit log (the person is told less). */
export type SsoFlowRefusal =
  | "missing_state"
  | "wrong_state"
  | "provider_error"
  | "token_error"
  | "no_id_token"
  | "bad_signature"
  | "alg_not_allowed"
  | "unknown_key"
  | "expired"
  | "wrong_issuer"
  | "wrong_audience"
  | "wrong_nonce"
  | "invalid_id_token";

export type SsoFlowResult =
  | { ok: true; claims: JWTPayload; redirect: string }
  | { ok: false; reason: SsoFlowRefusal; redirect?: string };

/** jose's error codes (by code, not class: the classes would weigh on the worker's startup chunk, which shares them). */
const REFUSALS: Record<string, SsoFlowRefusal> = {
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: "bad_signature",
  ERR_JOSE_ALG_NOT_ALLOWED: "alg_not_allowed",
  ERR_JWKS_NO_MATCHING_KEY: "unknown_key",
  ERR_JWT_EXPIRED: "expired",
};

function refusalOf(error: unknown): SsoFlowRefusal {
  const { code, claim } = (error ?? {}) as { code?: string; claim?: string };
  if (code === "ERR_JWT_CLAIM_VALIDATION_FAILED" && claim === "aud") return "wrong_audience";
  if (code === "ERR_JWT_CLAIM_VALIDATION_FAILED" && claim === "iss") return "wrong_issuer";
  return (code && REFUSALS[code]) || "invalid_id_token";
}

/**
 * The provider's answer at /callback: this browser's flow cookie must be genuine and unexpired and
 * its `state` the one returned; the code is exchanged with the PKCE verifier and the client's
 * secret; the ID token must be signed by a key of the issuer's JWKS with a public-key algorithm,
 * for this client, unexpired, and carry the nonce this flow sent. Only then are its claims read.
 */
export async function finishSso(
  config: SsoConfig,
  input: { sessionSecret?: string; origin: string; callbackUrl: URL; flowCookie: string | undefined; now?: number },
): Promise<SsoFlowResult> {
  const now = input.now ?? Date.now();
  const flow = await readFlow(input.sessionSecret, input.flowCookie, now);
  if (!flow) return { ok: false, reason: "missing_state" };
  const redirect = flow.redirect;
  const server = await discover(config.issuer);
  const client: oauth.Client = { client_id: config.clientId };
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(server, client, input.callbackUrl, flow.state);
  } catch (error) {
    const wrongState = error instanceof oauth.OperationProcessingError && /"state"/.test(error.message);
    return { ok: false, reason: wrongState ? "wrong_state" : "provider_error", redirect };
  }
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.ClientSecretBasic(config.clientSecret),
    params,
    new URL(SSO_CALLBACK_PATH, input.origin).href,
    flow.verifier,
    { [oauth.allowInsecureRequests]: insecureAllowed(config.issuer) },
  );
  if (!response.ok) return { ok: false, reason: "token_error", redirect };
  const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
  const idToken = body?.id_token;
  if (typeof idToken !== "string") return { ok: false, reason: "no_id_token", redirect };
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, issuerKey(server, now), {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: server.issuer,
      audience: config.clientId,
      requiredClaims: ["sub", "iat", "exp", "nonce"],
      currentDate: new Date(now),
    }));
  } catch (error) {
    return { ok: false, reason: refusalOf(error), redirect };
  }
  if (claims.nonce !== flow.nonce) return { ok: false, reason: "wrong_nonce", redirect };
  // More than one audience: the token must have been issued to this client (OIDC Core 3.1.3.7).
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== config.clientId) {
    return { ok: false, reason: "wrong_audience", redirect };
  }
  return { ok: true, claims, redirect };
}
