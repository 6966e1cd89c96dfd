import type { Stats } from "../../../common/contracts/translation-responses";

const PROVIDER_NAMES = { deepl: "DeepL", openai: "the OpenAI-compatible provider" } as const;

/**
 * This month's machine-translation characters (docs/decisions/0062-suggestions.md), against the
 * operator's budget when one is set. Nothing when no provider is configured: then nothing leaves
 * the deployment, and there is nothing to count.
 */
export function MachineUsage({ mt }: { mt: Stats["mt"] }) {
  if (!mt?.provider) return null;
  const used = mt.used.toLocaleString("en");
  const name = PROVIDER_NAMES[mt.provider];
  return (
    <p className="dashboard-mt">
      Machine translation by {name}: {used}
      {mt.budget === null
        ? " characters sent this month (no monthly budget set)"
        : ` of ${mt.budget.toLocaleString("en")} characters this month`}
      {mt.budget !== null && (
        <>
          {" "}
          <meter
            min={0}
            max={mt.budget}
            value={Math.min(mt.used, mt.budget)}
            aria-label="Machine translation budget used"
          />
        </>
      )}
    </p>
  );
}
