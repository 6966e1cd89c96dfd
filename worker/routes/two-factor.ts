import { type Context, Hono } from "hono";
import type { SessionAccount } from "../../common/auth";
import {
  type AccountPolicyView,
  confirmTotpBody,
  disableTotpBody,
  MAX_TWO_FACTOR_BODY_BYTES,
  policyBody,
  type RecoveryCodes,
  type SecondFactorProof,
  type TotpEnrolment,
  type TwoFactorState,
} from "../../common/contracts/two-factor";
import type { AppEnv } from "../env";
import { clientIp, requireAccount, requireRole } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import {
  accountPolicy,
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  scopeCovers,
  startTotp,
  twoFactorStatus,
  updateAccountPolicy,
  verifySecondFactor,
} from "../services/identity";
import { securityNotice } from "../services/notifications";

const twoFactorContext = (c: Context<AppEnv>) => ({
  db: c.env.DB,
  twoFactorKey: c.env.TWO_FACTOR_KEY,
  ip: clientIp(c),
  notice: securityNotice,
});

/** A second factor is a person's own: an API token does not set one up or turn it off. */
function requirePerson(c: Context<AppEnv>): SessionAccount {
  const account = requireAccount(c);
  if (c.get("token"))
    throw new AppError(403, "Two-factor sign-in is managed from a signed-in session, not with an API token");
  return account;
}

/** `/api/admin/account/totp`: the signed-in person's authenticator app (docs/decisions/0082-two-factor-sign-in.md). */
export const twoFactorApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const account = requirePerson(c);
    const [status, policy] = await Promise.all([twoFactorStatus(c.env.DB, account.id), accountPolicy(c.env.DB)]);
    const required = scopeCovers(policy.requireTwoFactor, account.role);
    return c.json({ ...status, required } satisfies TwoFactorState);
  })
  .post("/", async (c) => {
    const account = requirePerson(c);
    c.header("Cache-Control", "no-store");
    return c.json((await startTotp(twoFactorContext(c), account, c.get("sessionId"))) satisfies TotpEnrolment, 201);
  })
  .post("/confirm", limitBody(MAX_TWO_FACTOR_BODY_BYTES), validate("json", confirmTotpBody), async (c) => {
    const account = requirePerson(c);
    const { code } = c.req.valid("json");
    const codes = await confirmTotp(twoFactorContext(c), account, c.get("sessionId"), code);
    c.header("Cache-Control", "no-store");
    return c.json(codes satisfies RecoveryCodes);
  })
  .post("/recovery-codes", async (c) => {
    const account = requirePerson(c);
    const codes = await regenerateRecoveryCodes(twoFactorContext(c), account, c.get("sessionId"));
    c.header("Cache-Control", "no-store");
    return c.json(codes satisfies RecoveryCodes);
  })
  .post("/verify", limitBody(MAX_TWO_FACTOR_BODY_BYTES), validate("json", confirmTotpBody), async (c) => {
    const account = requirePerson(c);
    const proof = await verifySecondFactor(twoFactorContext(c), account, c.get("sessionId"), c.req.valid("json").code);
    return c.json(proof satisfies SecondFactorProof);
  })
  .delete("/", limitBody(MAX_TWO_FACTOR_BODY_BYTES), validate("json", disableTotpBody), async (c) => {
    const account = requirePerson(c);
    await disableTotp(twoFactorContext(c), account, c.get("sessionId"), c.req.valid("json"));
    return c.body(null, 204);
  });

/** `/api/admin/policy`: the account policy, admins only. */
export const policyApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireRole(c, "admin");
    return c.json((await accountPolicy(c.env.DB)) satisfies AccountPolicyView);
  })
  .put("/", limitBody(MAX_TWO_FACTOR_BODY_BYTES), validate("json", policyBody), async (c) => {
    const admin = requireRole(c, "admin");
    const actor = { id: admin.id, email: admin.email, ip: clientIp(c) };
    const policy = await updateAccountPolicy(c.env.DB, c.req.valid("json"), actor);
    return c.json(policy satisfies AccountPolicyView);
  });
