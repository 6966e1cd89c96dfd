import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountPolicyView } from "../../../common/contracts/two-factor";
import { twoFactorApi, twoFactorKeys } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

type Scope = AccountPolicyView["requireTwoFactor"];
type ScopeName = "none" | "admins" | "reviewers" | "everyone";

const SCOPES: { name: ScopeName; value: Scope; label: string; saved: string }[] = [
  {
    name: "none",
    value: false,
    label: "Nobody: each person chooses",
    saved: "Two-factor sign-in is no longer required.",
  },
  {
    name: "admins",
    value: "admins",
    label: "Admins",
    saved: "Two-factor sign-in is now required for admins.",
  },
  {
    name: "reviewers",
    value: "reviewers",
    label: "Reviewers and admins",
    saved: "Two-factor sign-in is now required for reviewers and admins.",
  },
  {
    name: "everyone",
    value: true,
    label: "Everyone",
    saved: "Two-factor sign-in is now required for everyone.",
  },
];

const TEXT = {
  title: "Sign-in policy",
  legend: "Require two-factor sign-in for",
  help: "Anyone it covers who has no second factor is led to set one up after their password, and can do nothing else until then. Their API tokens stop working until they have. Set it up for your own account first.",
} as const;

const NOBODY = SCOPES[0] as (typeof SCOPES)[number];
const scopeOf = (value: Scope | undefined) => SCOPES.find((s) => s.value === value) ?? NOBODY;

/** Admins: whom a second factor is required of (PUT /api/admin/policy). */
export function SignInPolicy() {
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
  const error = policy.isError ? errorText(policy.error) : save.isError ? errorText(save.error) : null;
  const current = policy.data ? scopeOf(policy.data.requireTwoFactor).name : undefined;
  return (
    <section aria-labelledby="policy-title">
      <h2 id="policy-title">{TEXT.title}</h2>
      <fieldset className="field" aria-describedby="policy-help" disabled={!policy.data || save.isPending}>
        <legend>{TEXT.legend}</legend>
        {SCOPES.map((scope) => (
          <label key={scope.name} className="checkbox">
            <input
              type="radio"
              name="require-two-factor"
              value={scope.name}
              checked={current === scope.name}
              onChange={() => save.mutate(scope.value)}
            />{" "}
            {scope.label}
          </label>
        ))}
        <p id="policy-help" className="muted">
          {TEXT.help}
        </p>
      </fieldset>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{save.isSuccess ? scopeOf(save.data.requireTwoFactor).saved : null}</div>
    </section>
  );
}
