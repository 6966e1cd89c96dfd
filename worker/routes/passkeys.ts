import { type Context, Hono } from "hono";
import type { SessionAccount } from "../../common/auth";
import type { LoginAnswer } from "../../common/contracts/auth";
import {
  MAX_PASSKEY_BODY_BYTES,
  type PasskeyList,
  passkeyLoginBody,
  passkeyOptionsBody,
  passkeyParams,
  registerPasskeyBody,
  renamePasskeyBody,
  verifyPasskeyBody,
  type WebauthnOptions,
} from "../../common/contracts/passkeys";
import type { SecondFactorProof } from "../../common/contracts/two-factor";
import type { AppEnv } from "../env";
import { authContext, clientIp, requireAccount, sessionCookie } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { loadPasskeys } from "../services/identity";
import { securityNotice } from "../services/notifications";
import { loginProblem } from "./auth";

async function passkeyContext(c: Context<AppEnv>) {
  const passkeys = await loadPasskeys();
  const rp = passkeys.relyingParty(c.env.PUBLIC_ORIGIN);
  return { passkeys, ctx: { db: c.env.DB, rp, ip: clientIp(c), notice: securityNotice } };
}

/** A passkey is a person's own: an API token does not register or remove one. */
function requirePerson(c: Context<AppEnv>): SessionAccount {
  const account = requireAccount(c);
  if (c.get("token")) throw new AppError(403, "Passkeys are managed from a signed-in session, not with an API token");
  return account;
}

/** `/api/admin/account/passkeys`: the signed-in person's passkeys (docs/decisions/0083-passkeys.md). */
export const passkeysApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const account = requirePerson(c);
    c.header("Cache-Control", "no-store");
    const { passkeys } = await passkeyContext(c);
    return c.json({ passkeys: await passkeys.listPasskeys(c.env.DB, account.id) } satisfies PasskeyList);
  })
  .post("/options", async (c) => {
    const account = requirePerson(c);
    c.header("Cache-Control", "no-store");
    const { passkeys, ctx } = await passkeyContext(c);
    return c.json((await passkeys.registrationOptions(ctx, account, c.get("sessionId"))) satisfies WebauthnOptions);
  })
  .post("/", limitBody(MAX_PASSKEY_BODY_BYTES), validate("json", registerPasskeyBody), async (c) => {
    const account = requirePerson(c);
    const { passkeys, ctx } = await passkeyContext(c);
    const created = await passkeys.registerPasskey(ctx, account, c.get("sessionId"), c.req.valid("json"));
    return c.json(created, 201);
  })
  .post("/verify/options", async (c) => {
    const account = requirePerson(c);
    c.header("Cache-Control", "no-store");
    const { passkeys, ctx } = await passkeyContext(c);
    return c.json(await passkeys.passkeyReauthOptions(ctx, account));
  })
  .post("/verify", limitBody(MAX_PASSKEY_BODY_BYTES), validate("json", verifyPasskeyBody), async (c) => {
    const account = requirePerson(c);
    const { passkeys, ctx } = await passkeyContext(c);
    const proof = await passkeys.verifyWithPasskey(ctx, account, c.get("sessionId"), c.req.valid("json").response);
    return c.json(proof satisfies SecondFactorProof);
  })
  .patch("/:id", validate("param", passkeyParams), validate("json", renamePasskeyBody), async (c) => {
    const account = requirePerson(c);
    const { id } = c.req.valid("param");
    const { passkeys, ctx } = await passkeyContext(c);
    return c.json(await passkeys.renamePasskey(ctx, account, id, c.req.valid("json").name));
  })
  .delete("/:id", validate("param", passkeyParams), async (c) => {
    const account = requirePerson(c);
    const { passkeys, ctx } = await passkeyContext(c);
    await passkeys.deletePasskey(ctx, account, c.get("sessionId"), c.req.valid("param").id);
    return c.body(null, 204);
  });

/** `/api/admin/login/passkey…`: signing in with a passkey, alone or after a password (mounted signed out). */
export const passkeySignInApi = new Hono<AppEnv>()
  .post("/options", limitBody(MAX_PASSKEY_BODY_BYTES), validate("json", passkeyOptionsBody), async (c) => {
    const passkeys = await loadPasskeys();
    const context = { ...authContext(c), rp: passkeys.relyingParty(c.env.PUBLIC_ORIGIN) };
    const { options, failure } = await passkeys.passkeySignInOptions(context, c.req.valid("json"));
    if (failure) throw loginProblem(failure, new Headers());
    c.header("Cache-Control", "no-store");
    return c.json(options satisfies WebauthnOptions);
  })
  .post("/", limitBody(MAX_PASSKEY_BODY_BYTES), validate("json", passkeyLoginBody), async (c) => {
    const passkeys = await loadPasskeys();
    const context = { ...authContext(c), rp: passkeys.relyingParty(c.env.PUBLIC_ORIGIN) };
    const { result, token } = await passkeys.signInWithPasskey(context, c.req.valid("json"));
    const headers = new Headers();
    if (!result.ok && result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
    if (!result.ok) throw loginProblem(result, headers);
    const res = c.json(result satisfies LoginAnswer, 200);
    if (token) res.headers.append("Set-Cookie", sessionCookie(token));
    return res;
  });
