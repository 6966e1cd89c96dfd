/** What the SSO routes use, behind one dynamic import (./index.ts's `loadSso`): oauth4webapi stays out of startup. */
export { finishSso, SSO_CALLBACK_PATH, SSO_FLOW_TTL_MS, startSso } from "./sso";
export { type SsoConfig, ssoConfig } from "./sso-config";
export { type SsoSettings, type SsoSettingsInput, ssoSettings, updateSsoSettings } from "./sso-settings";
export { refuseFlow, type SsoOutcome, signInWithSso } from "./sso-sign-in";
