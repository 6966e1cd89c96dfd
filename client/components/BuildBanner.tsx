import { useState, useSyncExternalStore } from "react";
import type { IconName } from "../../common/icons";
import { newerBuildStore } from "../lib/build-check";
import { ENGLISH_RUNTIME_LABELS, type RuntimeLabels } from "../lib/runtime-labels";
import { InlineIcon, useIconData } from "./InlineIcon";

const BANNER_ICONS: IconName[] = ["lucide:refresh-cw", "lucide:x"];

/** Says when a newer build of the site exists and offers a reload (a polite live region). */
export function BuildBanner({ labels = ENGLISH_RUNTIME_LABELS.build }: { labels?: RuntimeLabels["build"] }) {
  const newer = useSyncExternalStore(
    newerBuildStore.subscribe,
    newerBuildStore.getSnapshot,
    newerBuildStore.getServerSnapshot,
  );
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Its icons go with every page, although the banner shows them only later: no icon request then.
  useIconData(BANNER_ICONS);
  const visible = newer !== null && dismissed !== newer.id;
  // The live region is always in the document, so screen readers announce the message when it appears.
  return (
    <div className="build-banner" role="status" data-visible={visible || undefined}>
      {visible && (
        <>
          <p>{labels.available}</p>
          <button type="button" className="button-primary" onClick={() => window.location.reload()}>
            <InlineIcon name="lucide:refresh-cw" /> {labels.reload}
          </button>
          <button type="button" className="button-quiet" onClick={() => setDismissed(newer.id)} title={labels.dismiss}>
            <InlineIcon name="lucide:x" label={labels.dismiss} />
          </button>
        </>
      )}
    </div>
  );
}
