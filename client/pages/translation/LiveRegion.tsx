import { useSyncExternalStore } from "react";

/**
 * Announcements for screen readers (saves, failures, conflicts), kept out of
 * React state so announcing re-renders only the live region.
 */
export class Announcer {
  private message = "";
  private count = 0;
  private listeners = new Set<() => void>();

  announce = (message: string): void => {
    // The same sentence twice in a row must still be read: vary it invisibly.
    this.count++;
    this.message = this.count % 2 ? message : `${message}\u00a0`;
    for (const listener of this.listeners) listener();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): string => this.message;
}

export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const message = useSyncExternalStore(announcer.subscribe, announcer.get, () => "");
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="editor-announcer">
      {message}
    </div>
  );
}
