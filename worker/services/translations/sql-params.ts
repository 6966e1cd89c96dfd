/**
 * Numbered SQL parameters (`?1`, `?2`, …) built as a query is written: `bind` appends a value and
 * returns its placeholder, so a query with optional parts never miscounts.
 */
export function sqlParams(initial: (string | number)[] = []) {
  const params = [...initial];
  const bind = (value: string | number) => {
    params.push(value);
    return `?${params.length}`;
  };
  return { params, bind };
}
