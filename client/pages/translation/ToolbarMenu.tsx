import { type ReactNode, useEffect, useRef } from "react";

/** A disclosure menu (`<details>`) that also closes on a click outside it and on Esc. */
export function Menu({ summary, end, children }: { summary: ReactNode; end?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current as HTMLDetailsElement;
    const outside = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", outside);
    details.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      details.removeEventListener("keydown", onEscape);
    };
  }, []);
  return (
    <details ref={ref} className={end ? "menu menu-end" : "menu"}>
      <summary className="button-quiet">{summary}</summary>
      {children}
    </details>
  );
}
