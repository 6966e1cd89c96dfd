import { notifyStatement } from "./write";

/** What changed about how an account signs in (common/contracts/notifications.ts, kind "security"). */
type SecurityEvent =
  | "totp_enabled"
  | "totp_disabled"
  | "recovery_used"
  | "recovery_regenerated"
  | "passkey_added"
  | "passkey_removed"
  | "password_changed";

/**
 * The statement telling an account that how it signs in changed, for the caller's batch. The
 * actor is null: the account is told even of what it did itself (someone else may have its
 * password), unless it is disabled. identity/ receives this through its context, never imports it.
 */
export function securityNotice(
  userId: number,
  event: SecurityEvent,
  facts: { left?: number; name?: string } = {},
  now = Date.now(),
) {
  return notifyStatement([{ recipientId: userId, kind: "security", data: { event, ...facts } }], {
    actor: null,
    at: new Date(now).toISOString(),
  });
}
