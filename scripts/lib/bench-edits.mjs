// The editor's writes in `npm run bench:translations` (issue 36, item 4): a save and an approval,
// each a request that checks, writes, rechecks the cross-key warnings and publishes, timed one
// at a time over keys spread through the store (copies included: every tenth key of the corpus
// repeats the source of the key before it, so its save rechecks a group).

/** The p50 and p99 of `times` (ms), and how many there were. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), n: sorted.length };
}

/** `n` key names spread evenly over `names`, copies (`…copyN`) among them. */
export function spread(names, n) {
  if (names.length === 0) return [];
  const step = Math.max(1, Math.floor(names.length / n));
  return Array.from({ length: Math.min(n, names.length) }, (_, i) => names[(i * step) % names.length]);
}

/** Timed requests of the translation API as the signed-in admin. */
export function editor(base, cookie) {
  const same = { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Cookie: cookie };
  const keyUrl = (name) => `${base}/api/admin/translations/keys/${encodeURIComponent(name)}`;
  const cell = async (name, locale) => {
    const res = await fetch(keyUrl(name), { headers: { Cookie: cookie } });
    if (!res.ok) throw new Error(`GET ${name}: HTTP ${res.status}`);
    return (await res.json()).key.values[locale] ?? null;
  };
  const timed = async (label, url, init) => {
    const t = performance.now();
    const res = await fetch(url, init);
    const body = await res.json();
    const ms = performance.now() - t;
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms, body };
  };
  /**
   * PUT …/values/{locale}: the cell's text with `suffix` after it, at the version read first (not
   * timed); null for a cell that is empty or has an error (it could not be approved).
   */
  const save = async (name, locale, suffix) => {
    const current = await cell(name, locale);
    if (!current || current.problems.some((p) => p.severity === "error")) return null;
    const body = JSON.stringify({ text: `${current.text}${suffix}`, version: current.version });
    return timed(`save ${name}`, `${keyUrl(name)}/values/${locale}`, { method: "PUT", headers: same, body });
  };
  /** POST …/approve at the version the save made. */
  const approve = (name, locale, version) =>
    timed(`approve ${name}`, `${keyUrl(name)}/values/${locale}/approve`, {
      method: "POST",
      headers: same,
      body: JSON.stringify({ version }),
    });
  return { save, approve };
}

/**
 * Saves a changed de text into each of `names` (timed), then approves it (timed): the save
 * leaves the text waiting for review, so every approval writes and publishes. A cell that is
 * empty or has an error is left out.
 */
export async function saveAndApprove(base, cookie, names, round = 0) {
  const { save, approve } = editor(base, cookie);
  const saves = [];
  const approvals = [];
  for (const [i, name] of names.entries()) {
    const saved = await save(name, "de", ` (${round}.${i})`);
    if (!saved) continue;
    saves.push(saved.ms);
    approvals.push((await approve(name, "de", saved.body.cell.version)).ms);
  }
  return { saves, approvals };
}
