import { type Context, Hono } from "hono";
import { createTokenBody, MAX_TOKEN_BODY_BYTES, type TokenList, tokenParams } from "../../common/contracts/tokens";
import type { AppEnv } from "../env";
import { clientIp, requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { assertFreshSecondFactor, createToken, listTokens, revokeToken } from "../services/identity";

/**
 * A session's account, never a token's: a token cannot make, see or revoke tokens. The route
 * table already refuses tokens here (http/api-route-table.ts); this holds should it ever change.
 */
function requireSessionAccount(c: Context<AppEnv>) {
  if (c.get("token")) throw new AppError(403, "API tokens cannot manage API tokens: sign in instead");
  const account = requireAccount(c);
  return { account, actor: { id: account.id, email: account.email, ip: clientIp(c) } };
}

/** `/api/admin/tokens` (docs/decisions/0068-api-tokens.md): any signed-in account's own tokens; project tokens for admins. */
export const tokensApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { account } = requireSessionAccount(c);
    c.header("Cache-Control", "no-store");
    return c.json({ tokens: await listTokens(c.env.DB, account) } satisfies TokenList);
  })
  .post("/", limitBody(MAX_TOKEN_BODY_BYTES), validate("json", createTokenBody), async (c) => {
    const { account, actor } = requireSessionAccount(c);
    // With a second factor, a new token asks for one proved within 5 minutes (docs/decisions/0084).
    await assertFreshSecondFactor(c.env.DB, account.id, c.get("sessionId"), Date.now());
    const created = await createToken(c.env.DB, account, c.req.valid("json"), actor);
    // The secret is in this answer only: no cache may keep it.
    c.header("Cache-Control", "no-store");
    return c.json(created, 201);
  })
  .delete("/:id", validate("param", tokenParams), async (c) => {
    const { account, actor } = requireSessionAccount(c);
    await revokeToken(c.env.DB, account, c.req.valid("param").id, actor);
    return c.body(null, 204);
  });
