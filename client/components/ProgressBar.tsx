import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { TRANSITION_PROGRESS_DELAY_MS } from "../../common/constants";

/**
 * The page being left stays while the next one loads (react-router keeps it);
 * this bar appears only when the transition takes longer than 100 ms (docs/spec.md §9).
 */
export function ProgressBar({ label }: { label: string }) {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), TRANSITION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return <div className="route-progress" role="progressbar" aria-label={label} aria-busy="true" />;
}
