import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { twoFactorApi, twoFactorKeys } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

const TEXT = {
  title: "Sign-in policy",
  label: "Require two-factor sign-in for everyone",
  help: "Anyone without it is led to set it up after their password, and can do nothing else until then. Their API tokens stop working until they have. Set it up for your own account first.",
  on: "Two-factor sign-in is now required for everyone.",
  off: "Two-factor sign-in is no longer required.",
} as const;

/** Admins: whether every account must have a second factor (PUT /api/admin/policy). */
export function SignInPolicy() {
  const http = useHttp();
  const client = useQueryClient();
  const policy = useQuery({
    queryKey: twoFactorKeys.policy,
    queryFn: ({ signal }) => twoFactorApi(http).policy(signal),
  });
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) => twoFactorApi(http).setPolicy({ requireTwoFactor }),
    onSuccess: (result) => client.setQueryData(twoFactorKeys.policy, result),
  });
  const error = policy.isError ? errorText(policy.error) : save.isError ? errorText(save.error) : null;
  return (
    <section aria-labelledby="policy-title">
      <h2 id="policy-title">{TEXT.title}</h2>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={policy.data?.requireTwoFactor ?? false}
            disabled={!policy.data || save.isPending}
            aria-describedby="policy-help"
            onChange={(e) => save.mutate(e.target.checked)}
          />{" "}
          {TEXT.label}
        </label>
        <p id="policy-help" className="muted">
          {TEXT.help}
        </p>
      </div>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{save.isSuccess ? (save.data.requireTwoFactor ? TEXT.on : TEXT.off) : null}</div>
    </section>
  );
}
