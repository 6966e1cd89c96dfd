import type { Stats } from "../../../common/contracts/translation-responses";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";

/**
 * This month's machine-translation characters (docs/decisions/0062-suggestions.md), against the
 * operator's budget when one is set. Nothing when no provider is configured: then nothing leaves
 * the deployment, and there is nothing to count.
 */
export function MachineUsage({ mt }: { mt: Stats["mt"] }) {
  const { t, number } = useAdminI18n();
  if (!mt?.provider) return null;
  const used = number(mt.used);
  return (
    <p className="dashboard-mt">
      {mt.budget === null
        ? t("dashboard.machine.noBudget", { provider: mt.provider, used })
        : t("dashboard.machine.budget", { provider: mt.provider, used, budget: number(mt.budget) })}
      {mt.budget !== null && (
        <>
          {" "}
          <meter
            min={0}
            max={mt.budget}
            value={Math.min(mt.used, mt.budget)}
            aria-label={t("dashboard.machine.meter")}
          />
        </>
      )}
    </p>
  );
}
