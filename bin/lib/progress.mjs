// @ts-check
// A progress bar on standard error while a long push or pull runs: redrawn in place on a
// terminal, one line per step otherwise (a CI log), never mixed into standard output.
/**
 * @param {number} total
 * @param {string} label
 * @param {NodeJS.WriteStream} [stream]
 */
export function progress(total, label, stream = process.stderr) {
  let done = 0;
  const width = 24;
  /** @param {string} what */
  const draw = (what) => {
    if (total <= 1) return;
    if (stream.isTTY) {
      const filled = Math.round((done / total) * width);
      stream.write(
        `\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} ${what}`.padEnd(80),
      );
      if (done === total) stream.write("\n");
    } else stream.write(`${label} ${done}/${total} ${what}\n`);
  };
  return {
    /** @param {string} what */
    step(what) {
      done++;
      draw(what);
    },
  };
}
