import type { AdminI18n } from "../../admin-i18n/translator";

/** How long a confirming code counts (worker/services/identity/fresh-factor.ts, REAUTH_WINDOW_MS): said in the sentences about it. */
export const FRESH_CODE_MINUTES = 5;

/** A failure's sentence: the server's problem as sent, else the admin's "Something went wrong." */
export const errorText = (error: unknown, t: AdminI18n["t"]) =>
  error instanceof Error ? error.message : t("account.failed");
