/**
 * `list` in slices of at most `count` items whose JSON stays about under `bytes`: the lists a
 * statement takes as one JSON parameter (json_each), far inside D1's limits.
 */
export function slices<T>(list: readonly T[], count: number, bytes: number): T[][] {
  const out: T[][] = [];
  let slice: T[] = [];
  let size = 2;
  for (const item of list) {
    const length = JSON.stringify(item).length + 1;
    if (slice.length > 0 && (slice.length >= count || size + length > bytes)) {
      out.push(slice);
      slice = [];
      size = 2;
    }
    slice.push(item);
    size += length;
  }
  if (slice.length > 0) out.push(slice);
  return out;
}
