/** True when a list of problems makes the message unusable (stored, flagged, never served). */
export function isInvalid(problems: readonly { severity: "error" | "warning" }[]): boolean {
  return problems.some((p) => p.severity === "error");
}
