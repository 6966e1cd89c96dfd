import { ENGLISH_RUNTIME_LABELS, type RuntimeLabels } from "../lib/runtime-labels";
import { BuildBanner } from "./BuildBanner";
import { ProgressBar } from "./ProgressBar";

/** What every layout shows of the client runtime besides the toggle: route progress and the new-build banner. */
export function RuntimeStatus({ labels = ENGLISH_RUNTIME_LABELS }: { labels?: RuntimeLabels }) {
  return (
    <>
      <ProgressBar label={labels.loading} />
      <BuildBanner labels={labels.build} />
    </>
  );
}
