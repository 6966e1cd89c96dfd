// `bench:translations --against <ref>`: this build's writes and a task's progress beside the same
// on the build of `ref`, over copies of one store, one request of each in turns (which goes first
// alternates), so that both see the same load: the ratio is what a change cost.
import { percentiles, saveAndApprove } from "./bench-edits.mjs";
import { createBenchTask } from "./bench-tasks.mjs";

const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : "–");

async function timedGet(url, cookie) {
  const t = performance.now();
  const res = await fetch(url, { headers: { Cookie: cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - t;
}

/** Prints p50/p95 of both builds and this build's p50 as a multiple of the other's. */
export async function compareWrites({ label, mine, other, keys, rounds, same }) {
  const builds = [mine, other].map((b) => ({ ...b, saves: [], approvals: [], progress: [] }));
  for (const b of builds) {
    b.task = await createBenchTask(b.base, b.cookie, { ...same, Origin: b.base });
  }
  let turn = 0;
  for (let round = 0; round < rounds; round++) {
    for (const key of keys) {
      const order = turn++ % 2 === 0 ? builds : [...builds].reverse();
      for (const b of order) {
        const { saves, approvals } = await saveAndApprove(b.base, b.cookie, [key], round);
        b.saves.push(...saves);
        b.approvals.push(...approvals);
        b.progress.push(await timedGet(`${b.base}/api/admin/tasks/${b.task.id}`, b.cookie));
      }
    }
  }
  console.log(
    `\nagainst ${label} (same store copied, in turns)   this p50/p95     ${label} p50/p95    this ÷ ${label}`,
  );
  for (const [name, field] of [
    ["save (PUT de)", "saves"],
    ["approval (POST approve de)", "approvals"],
    [`task progress, ${builds[0].task.total} keys`, "progress"],
  ]) {
    const [a, b] = builds.map((x) => percentiles(x[field]));
    console.log(
      `${name.padEnd(40)}${`${ms(a.p50)} / ${ms(a.p95)}`.padStart(16)}${`${ms(b.p50)} / ${ms(b.p95)}`.padStart(20)}${(a.p50 / b.p50).toFixed(2).padStart(12)}×`,
    );
  }
}
