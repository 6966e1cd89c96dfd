/**
 * A word-level difference between two texts, for the editor's "the source changed" view
 * (docs/decisions/0055): the old text's words that went, the new text's words that came, and
 * the ones both share, in order. Words and the spaces between them are separate parts, so
 * joining every "same" and "added" part gives the new text back, and "same" and "removed" the old.
 */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Words, runs of spaces, and ICU's braces and punctuation each on their own. */
function tokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_'’-]+|[^\s\p{L}\p{N}_'’-]/gu) ?? [];
}

/** Past this many tokens a side, the texts are shown as one removal and one addition (the table is quadratic). */
const MAX_TOKENS = 2000;

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS)
    return merge([
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ]);
  // Longest common subsequence, from the ends: lcs[i][j] is the LCS of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * width + j] as number, lcs[i * width + j + 1] as number);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i++] as string });
      j++;
    } else if ((lcs[(i + 1) * width + j] as number) >= (lcs[i * width + j + 1] as number)) {
      parts.push({ kind: "removed", text: a[i++] as string });
    } else {
      parts.push({ kind: "added", text: b[j++] as string });
    }
  }
  while (i < a.length) parts.push({ kind: "removed", text: a[i++] as string });
  while (j < b.length) parts.push({ kind: "added", text: b[j++] as string });
  return merge(parts);
}

/** Neighbouring parts of one kind as one; empty parts dropped. */
function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === "") continue;
    const last = merged[merged.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
