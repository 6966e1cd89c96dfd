import { wordDiff } from "./word-diff";

/** "Source changed": the old source → the new one, word by word; shown on the cell and while it is edited. */
export function SourceDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="cell-source-diff">
      <span className="cell-live-label">Source changed:</span>{" "}
      {wordDiff(before, after).map((part, i) =>
        part.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order, never reordered.
          <span key={i}>{part.text}</span>
        ) : part.kind === "removed" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <del key={i}>
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ins key={i}>
            <span className="visually-hidden">[added: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
