// The suggestions part of `npm run bench:translations` (docs/decisions/0062-suggestions.md):
// translation-memory latency at the bench's size, and a pre-translation of one locale (the texts
// of the corpus's copies deleted first: each has a 100 % match in the key before it) against the
// CLI import of the same size.
import { run } from "../lib.mjs";

const percentile = (times, p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];

/** p50 / p99 of GET …/suggestions/de?from=memory over `n` keys, after one call that builds the index. */
export async function suggestionLatency(base, cookie, n) {
  const names = [];
  for (let page = 1; names.length < n; page++) {
    const res = await fetch(`${base}/api/admin/translations?pageSize=500&page=${page}&locales=sk`, {
      headers: { Cookie: cookie },
    });
    const { items } = await res.json();
    if (items.length === 0) break;
    names.push(...items.filter((_, i) => i % 7 === 0).map((k) => k.name));
  }
  const url = (name) => `${base}/api/admin/translations/keys/${encodeURIComponent(name)}/suggestions/de?from=memory`;
  const timeOne = async (name) => {
    const t = performance.now();
    const res = await fetch(url(name), { headers: { Cookie: cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url(name)}: HTTP ${res.status}`);
    return { ms: performance.now() - t, items: body.items.length };
  };
  const cold = await timeOne(names[0]);
  const times = [];
  let withItems = 0;
  for (const name of names.slice(0, n)) {
    const { ms, items } = await timeOne(name);
    times.push(ms);
    if (items > 0) withItems++;
  }
  times.sort((a, b) => a - b);
  return { cold: cold.ms, p50: percentile(times, 0.5), p99: percentile(times, 0.99), n: times.length, withItems };
}

/**
 * Empties hu in the corpus's copies (`…copyN`, scripts/gen-corpus.mjs), then times a
 * pre-translation of hu from memory: the dry run, and the run.
 */
export async function pretranslateThroughput(base, cookie, state) {
  run(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--command",
      "DELETE FROM i18n_values WHERE locale = 'hu' AND key_id IN (SELECT id FROM i18n_keys WHERE name GLOB '*.copy[0-9]*')",
    ],
    { stdio: "ignore" },
  );
  const call = async (dryRun) => {
    const t = performance.now();
    const res = await fetch(`${base}/api/admin/translations/pretranslate`, {
      method: "POST",
      headers: { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ locale: "hu", from: ["memory"], dryRun }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`pretranslate: HTTP ${res.status} ${JSON.stringify(body)}`);
    return { seconds: (performance.now() - t) / 1000, body };
  };
  const dry = await call(true);
  const applied = await call(false);
  return { dry, applied };
}
