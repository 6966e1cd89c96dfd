/**
 * The news page's entries, newest first: dates here (UTC midnight, so the worker and any
 * browser format the same day), title and summary in `news.items.<id>.*`.
 */
export const NEWS: readonly { id: string; date: string }[] = [
  { id: "review", date: "2025-11-18" },
  { id: "languages", date: "2025-09-02" },
  { id: "preview", date: "2025-06-10" },
  { id: "cache", date: "2025-04-15" },
  { id: "launch", date: "2025-03-01" },
];

/** An entry's date as a timestamp, for `{date, date, long}`. */
export function newsTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
