/** How long a confirming code counts (worker/services/identity/fresh-factor.ts, REAUTH_WINDOW_MS): said in the sentences about it. */
export const FRESH_CODE_MINUTES = 5;

export { errorText } from "../../lib/error-text";
