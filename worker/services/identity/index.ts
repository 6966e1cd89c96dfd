export { activityPage } from "./activity";
export { createToken, listTokens, revokeToken } from "./api-tokens";
export { type AuditEntry, auditStatement, recordAudit } from "./audit";
export {
  type AuthContext,
  acceptLink,
  attemptLogin,
  authenticate,
  changeOwnPassword,
  type IssuedToken,
  inspectLink,
  logout,
} from "./auth";
export { CAPTCHA_CSP_SOURCES, captchaConfig, captchaPublicConfig } from "./captcha";
export { assertFreshSecondFactor } from "./fresh-factor";
export { endOtherSessions } from "./own-sessions";
/**
 * Passkeys (docs/decisions/0083-passkeys.md), loaded on first use: @simplewebauthn/server and its
 * ASN.1 and X.509 parsers are ~75 KB gzipped, outside the worker's startup budget (decision 0072).
 */
export const loadPasskeys = () => import("./passkeys-entry");
export {
  type Actor,
  createPerson,
  createResetLink,
  endAllSessions,
  endSession,
  getPerson,
  listPeople,
  listSessions,
  updatePerson,
} from "./people";
export { accountPolicy, scopeCovers, updateAccountPolicy } from "./policy";
export { regenerateRecoveryCodes, verifySecondFactor } from "./reauth";
export { completeSecondFactor } from "./second-step";
export { SESSION_IDLE_TIMEOUT_MS } from "./sessions";
export { invalidToken, resolveToken, type TokenAuth, throttleToken } from "./token-auth";
export { confirmTotp, disableTotp, removeSecondFactor, startTotp, twoFactorStatus } from "./two-factor";
export { setUiLocale } from "./ui-locale";
/** Single sign-on (docs/decisions/0089-single-sign-on.md), loaded on first use: oauth4webapi stays out of startup. */
export const loadSso = () => import("./sso-entry");
