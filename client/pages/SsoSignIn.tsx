import { useSearchParams } from "react-router";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../admin-i18n/keys";
import { useAppConfig } from "../lib/app-config";

/** Why single sign-on sent the browser back (`?sso_error=`, worker/routes/sso.ts): `sso.login.errors.<camelCase>`. */
const ERRORS = /^(refused|unverified|domain|no_account|disabled|rate_limited|unavailable)$/;

/** The sentence for a refused single sign-on this page was sent back with, if any. */
export function useSsoError(): string | undefined {
  const { t } = useAdminI18n();
  const [params] = useSearchParams();
  const code = params.get("sso_error") ?? "";
  if (!ERRORS.test(code)) return undefined;
  return t(`sso.login.errors.${code.replace(/_(.)/g, (_, c: string) => c.toUpperCase())}` as AdminKey);
}

/**
 * "Sign in with {provider}" (docs/decisions/0089-single-sign-on.md): a plain link to
 * /api/admin/sso/start, so it works without JavaScript; shown only when SSO is configured.
 */
export function SsoSignIn() {
  const { t } = useAdminI18n();
  const { sso, apiPath } = useAppConfig();
  const [params] = useSearchParams();
  if (!sso) return null;
  const redirect = params.get("redirect");
  const href = `${apiPath}/admin/sso/start${redirect ? `?${new URLSearchParams({ redirect })}` : ""}`;
  return (
    <p className="sso-sign-in">
      <a className="button-quiet" href={href}>
        {t("sso.login.button", { provider: sso })}
      </a>
    </p>
  );
}
