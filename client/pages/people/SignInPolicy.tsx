import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountPolicyView } from "../../../common/contracts/two-factor";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { twoFactorApi, twoFactorKeys } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";
import { errorText } from "./account-text";

type Scope = AccountPolicyView["requireTwoFactor"];
type ScopeName = "none" | "admins" | "reviewers" | "everyone";

const SCOPES: { name: ScopeName; value: Scope }[] = [
  { name: "none", value: false },
  { name: "admins", value: "admins" },
  { name: "reviewers", value: "reviewers" },
  { name: "everyone", value: true },
];

const NOBODY = SCOPES[0] as (typeof SCOPES)[number];
const scopeOf = (value: Scope | undefined) => SCOPES.find((s) => s.value === value) ?? NOBODY;

/** Admins: whom a second factor is required of (PUT /api/admin/policy). */
export function SignInPolicy() {
  const { t } = useAdminI18n();
  const http = useHttp();
  const client = useQueryClient();
  const policy = useQuery({
    queryKey: twoFactorKeys.policy,
    queryFn: ({ signal }) => twoFactorApi(http).policy(signal),
  });
  const save = useMutation({
    mutationFn: (requireTwoFactor: Scope) => twoFactorApi(http).setPolicy({ requireTwoFactor }),
    onSuccess: (result) => client.setQueryData(twoFactorKeys.policy, result),
  });
  const error = policy.isError ? errorText(policy.error, t) : save.isError ? errorText(save.error, t) : null;
  const current = policy.data ? scopeOf(policy.data.requireTwoFactor).name : undefined;
  return (
    <section aria-labelledby="policy-title">
      <h2 id="policy-title">{t("people.policy.title")}</h2>
      <fieldset className="field" aria-describedby="policy-help" disabled={!policy.data || save.isPending}>
        <legend>{t("people.policy.legend")}</legend>
        {SCOPES.map((scope) => (
          <label key={scope.name} className="checkbox">
            <input
              type="radio"
              name="require-two-factor"
              value={scope.name}
              checked={current === scope.name}
              onChange={() => save.mutate(scope.value)}
            />{" "}
            {t(`people.policy.scopes.${scope.name}`)}
          </label>
        ))}
        <p id="policy-help" className="muted">
          {t("people.policy.help")}
        </p>
      </fieldset>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">
        {save.isSuccess ? t(`people.policy.saved.${scopeOf(save.data.requireTwoFactor).name}`) : null}
      </div>
    </section>
  );
}
