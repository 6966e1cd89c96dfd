import type { SecondFactorMethod } from "../../../common/auth";

/**
 * The second factors an account has, as a sign-in's second step offers them
 * (docs/decisions/0082-two-factor-sign-in.md, 0083-passkeys.md): an app (with its recovery codes)
 * and passkeys. None: the password alone signs in.
 */
export async function secondFactorMethods(db: D1Database, userId: number): Promise<SecondFactorMethod[]> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = ?1 AND confirmed_at IS NOT NULL) AS totp,
              EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?1) AS passkey`,
    )
    .bind(userId)
    .first<{ totp: number; passkey: number }>();
  const methods: SecondFactorMethod[] = [];
  if (row?.totp) methods.push("totp");
  if (row?.passkey) methods.push("passkey");
  if (row?.totp) methods.push("recovery");
  return methods;
}
