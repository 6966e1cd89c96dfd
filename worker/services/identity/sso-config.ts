/**
 * Single sign-on's configuration (docs/decisions/0089-single-sign-on.md): the operator's
 * `OIDC_ISSUER` and `OIDC_CLIENT_ID` (wrangler vars) and the secret `OIDC_CLIENT_SECRET`. Without
 * all three there is no SSO anywhere: its routes answer 404 and the sign-in page has no button.
 */
export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** "Sign in with {providerName}": `OIDC_PROVIDER_NAME`, else the issuer's host. */
  providerName: string;
}

type SsoEnv = {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_PROVIDER_NAME?: string;
};

export function ssoConfig(env: SsoEnv): SsoConfig | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret) return null;
  let host: string;
  try {
    host = new URL(issuer).host;
  } catch {
    return null;
  }
  return { issuer, clientId, clientSecret, providerName: env.OIDC_PROVIDER_NAME || host };
}
