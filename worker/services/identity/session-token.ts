// By their own paths, not "jose": the startup chunk then holds what sessions use, not every
// module jose's index re-exports that a lazily loaded chunk uses (the JWKS of single sign-on).
import { SignJWT } from "jose/jwt/sign";
import { jwtVerify } from "jose/jwt/verify";
import { isRole, type Role } from "../../../common/auth";

/** The JWT's issuer and audience: a token minted for anything else is refused. */
export const SESSION_ISSUER = "polyglot-edge";
export const SESSION_AUDIENCE = "polyglot-edge/admin";
/** HMAC-SHA-256; verification accepts this algorithm only. */
const ALGORITHM = "HS256";
/** RFC 7518 3.2: an HS256 key must be at least as long as the hash output. */
export const MIN_SECRET_BYTES = 32;

export interface SessionClaims {
  /** The account id. */
  sub: string;
  /** The `sessions` row. */
  sid: string;
  role: Role;
  iat: number;
  exp: number;
}

/** The signing key, or an error naming the missing setting: never sign or verify with a weak secret. */
function signingKey(secret: string | undefined): Uint8Array {
  const key = new TextEncoder().encode(secret ?? "");
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(
      `SESSION_SECRET must be set to at least ${MIN_SECRET_BYTES} bytes (wrangler secret put SESSION_SECRET; .dev.vars locally)`,
    );
  }
  return key;
}

/** Throws unless SESSION_SECRET is usable: checked before a sign-in does any work. */
export function assertSessionSecret(secret: string | undefined): void {
  signingKey(secret);
}

export async function signSessionToken(
  secret: string | undefined,
  claims: { userId: number; sessionId: string; role: Role },
  { now, expiresAt }: { now: number; expiresAt: number },
): Promise<string> {
  const key = signingKey(secret);
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
}

/**
 * The claims of a valid token, else null — for any malformed, forged, expired or foreign
 * token (alg `none` or another algorithm, a wrong issuer or audience, no `exp`…). A missing
 * or weak secret is a configuration error and throws.
 */
export async function verifySessionToken(secret: string | undefined, token: string): Promise<SessionClaims | null> {
  const key = signingKey(secret);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ["sub", "sid", "role", "iat", "exp"],
    });
    const { sub, sid, role, iat, exp } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || !isRole(role)) return null;
    if (typeof iat !== "number" || typeof exp !== "number") return null;
    return { sub, sid, role, iat, exp };
  } catch {
    // Whatever the parser or verifier objects to, the token is simply not a session.
    return null;
  }
}

/**
 * The second step's challenge (docs/decisions/0082-two-factor-sign-in.md): after a right password
 * for an account with a second factor, a token that says so for 5 minutes, signed with the same
 * key but for another audience, so it is never a session (verifySessionToken refuses it) and a
 * session token is never a challenge. `pwc` binds it to the password it followed: changing the
 * password ends every challenge with the sessions.
 */
export const CHALLENGE_AUDIENCE = "polyglot-edge/second-factor";
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface ChallengeClaims {
  userId: number;
  passwordChangedAt: number;
  redirectTo: string;
  /** The first step was single sign-on, not a password (docs/decisions/0089-single-sign-on.md). */
  via?: "sso";
}

export async function signChallenge(secret: string | undefined, claims: ChallengeClaims, now: number): Promise<string> {
  const key = signingKey(secret);
  const via = claims.via ? { via: claims.via } : {};
  return new SignJWT({ pwc: claims.passwordChangedAt, redirect: claims.redirectTo, ...via })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + CHALLENGE_TTL_MS) / 1000))
    .sign(key);
}

/** The claims of a genuine, unexpired challenge at `now`, else null. */
export async function verifyChallenge(
  secret: string | undefined,
  token: string,
  now: number,
): Promise<ChallengeClaims | null> {
  const key = signingKey(secret);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: CHALLENGE_AUDIENCE,
      requiredClaims: ["sub", "pwc", "exp"],
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    const { pwc, redirect } = payload;
    if (!Number.isSafeInteger(userId) || typeof pwc !== "number" || typeof redirect !== "string") return null;
    return { userId, passwordChangedAt: pwc, redirectTo: redirect, ...(payload.via === "sso" ? { via: "sso" } : {}) };
  } catch {
    return null;
  }
}
