// `npm run bench:editor`: the translation editor in Chromium with 10,000 ICU-rich keys × 10 locales
// (scripts/gen-corpus.mjs: plurals, selects, tags, number and date styles, a few broken messages),
// seeded into its own local D1 through the CLI import. Reports the time to the first usable grid, the
// longest main-thread task (PerformanceObserver "longtask") while a search is typed and while a
// plural is typed in a cell (raw ICU, then the plural editor's Forms view), the time to rows after
// jumping to the middle of the list, long tasks while wheel-scrolling, and the JS heap (after a forced GC).
// `--against <git ref>` also builds that commit in a worktree of its own and serves it over the same
// store, and times the first usable grid of both builds in turns, in this one run: the ratio is the
// change's cost (issue 38: the admin's messages must not slow the editor's first grid).
import { chromium } from "@playwright/test";
import { LOCALE_CODES } from "../common/locales.ts";
import { prepareBenchState } from "./bench-state.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { againstRef, serveBaseline } from "./lib/bench-against.mjs";
import { run, serve, stopServer } from "./lib.mjs";

/** `--small`: the run CI makes (.ci/run) to prove the bench runs to its end; its figures mean little. */
const SMALL = process.argv.includes("--small");
const AGAINST = againstRef();
const KEYS = Number(process.env.BENCH_KEYS ?? (SMALL ? 300 : 10_000));
const LOADS = Number(process.env.BENCH_LOADS ?? (SMALL ? 1 : 5));
const PORT = Number(process.env.BENCH_PORT ?? 8814);
const STATE = ".wrangler/bench-editor-state";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const base = `http://127.0.0.1:${PORT}`;
/** Every locale as a column: the heaviest grid the editor offers. */
const ALL_COLUMNS = `cols=${LOCALE_CODES.filter((l) => l !== "sk").join(",")}`;

run("vite", ["build", "--logLevel", "warn"]);
const { envFile, pluralKey } = await prepareBenchState({ state: STATE, keys: KEYS, admin: accounts.admin });

const server = await serve({ port: PORT, persistTo: STATE, quiet: true, extraArgs: ["--env-file", envFile] });
const baseline = AGAINST
  ? await serveBaseline({ ref: AGAINST, name: "bench-editor-baseline", port: PORT + 1, state: STATE, envFile })
  : null;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--enable-precise-memory-info"],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const grid = '[role=grid][aria-busy="false"]';

/** Milliseconds from navigation start until the grid shows rows with data and a focusable cell. */
async function timeToUsableGrid(page, origin = base) {
  await page.goto(`${origin}/admin/translation?${ALL_COLUMNS}`, { waitUntil: "commit" });
  const handle = await page.waitForFunction(
    (selector) => {
      const ready = document.querySelector(selector);
      const cell = ready?.querySelector('[role=row][data-key] [role=gridcell][tabindex="0"], [role=row][data-key]');
      return cell ? performance.now() : null;
    },
    grid,
    { polling: "raf", timeout: 60_000 },
  );
  return handle.jsonValue();
}

async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/**
 * A key of the corpus named by no other (`message4242` at 10,000 keys): 42.42 % of the way
 * through, never a copy (scripts/gen-corpus.mjs names every tenth key `copyN`).
 */
function searchedKey(keys) {
  const n = Math.floor(keys * 0.4242);
  return `message${n % 10 === 9 ? n - 1 : n}`;
}

const taskFigure = (tasks) =>
  `${tasks.length ? `${Math.max(...tasks).toFixed(0)} ms` : "none over 50 ms"} (${tasks.length} long tasks)`;

/** Long tasks (ms) since the last call: the page records them from `watchLongTasks` on. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__cellTasks = [];
    window.__cellObserver ??= new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__cellTasks.push(entry.duration);
    });
    window.__cellObserver.observe({ type: "longtask" });
  });
}
const longTasksSince = (page) => page.evaluate(() => window.__cellTasks.splice(0));

/**
 * Opens a Polish plural in the grid with every column, types into its raw ICU text at 80 ms a
 * key (the live check runs after each pause), then switches to Forms and types into `many`.
 */
async function typeInCell(page, key) {
  await page.goto(`${base}/admin/translation?q=${encodeURIComponent(key)}&${ALL_COLUMNS}`);
  await page.waitForSelector(`${grid} [role=row][data-key="${key}"]`);
  const cell = page.locator(`[role=row][data-key="${key}"] [role=gridcell][data-locale="pl"]`);
  // Watched from the click on: the cell's editor mounts and its suggestions load while the translator types.
  await watchLongTasks(page);
  await cell.click();
  // A plural opens in Forms: the raw ICU is one click away.
  await cell.getByRole("button", { name: "ICU" }).click();
  const raw = page.getByRole("textbox", { name: `Polski text of ${key}` });
  await raw.press("End");
  await raw.pressSequentially(" {n, plural, one {x} other {y}}", { delay: 80 });
  await page.waitForTimeout(400);
  const rawTasks = await longTasksSince(page);
  await raw.fill(await raw.inputValue().then((v) => v.replace(/ \{n, plural.*$/, "")));
  await cell.getByRole("button", { name: "Forms" }).click();
  const many = page.getByRole("textbox", { name: `Polski form many of ${key}` });
  await many.press("End");
  await longTasksSince(page);
  await many.pressSequentially(" języków i jeszcze trochę", { delay: 80 });
  await page.waitForTimeout(400);
  return { raw: rawTasks, forms: await longTasksSince(page) };
}

/** A signed-in admin's page on `origin`, in a context of its own. */
async function signedIn(origin, errors) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Email").fill(accounts.admin.email);
  await page.getByLabel("Password").fill(accounts.admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/admin$/);
  return { context, page };
}

try {
  const errors = [];
  const { context, page } = await signedIn(base, errors);
  const before = baseline ? await signedIn(baseline.url, errors) : null;

  // In turns with the baseline build, when there is one: both see the same machine's load.
  const loads = [];
  const baselineLoads = [];
  for (let i = 0; i < LOADS; i++) {
    if (before) baselineLoads.push(await timeToUsableGrid(before.page, baseline.url));
    loads.push(await timeToUsableGrid(page));
  }
  await before?.context.close();
  const rowsInDom = await page.locator("[role=row][data-index]").count();
  const heapLoaded = await heapMb(page);

  // Type a search at a brisk 80 ms per key, watching for long tasks until the result shows.
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  const search = page.getByRole("searchbox", { name: "Search keys and texts" });
  await search.click();
  const query = `${searchedKey(KEYS)} `;
  await search.pressSequentially(query, { delay: 80 });
  const typedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    () => document.querySelector('[role=grid][aria-busy="false"]')?.getAttribute("aria-rowcount") === "2",
    undefined,
    { polling: "raf" },
  );
  const resultsAfter = (await page.evaluate(() => performance.now())) - typedAt;
  const longTasks = await page.evaluate(() => window.__longTasks);

  // Clear the search, then jump to the middle of the 10,000 rows.
  await search.fill("");
  await page.waitForFunction(
    // The corpus adds a child to a few keys, so there are at least KEYS rows.
    (n) => Number(document.querySelector('[role=grid][aria-busy="false"]')?.getAttribute("aria-rowcount")) > n,
    KEYS,
  );
  const jump = await page.evaluate(async () => {
    const scroller = document.querySelector(".editor-scroll");
    const start = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    await new Promise((resolve) => {
      const check = () => {
        const loading = scroller.querySelectorAll(".editor-row.is-loading").length;
        const loaded = scroller.querySelectorAll(".editor-body > .editor-row[data-key]").length;
        if (loading === 0 && loaded > 0) resolve();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    return performance.now() - start;
  });
  // Scroll on with the wheel (30 steps of 600 px), watching for long tasks again.
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  await page.locator(".editor-scroll").hover();
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(500);
  const scrollTasks = await page.evaluate(() => window.__longTasks);
  const heapScrolled = await heapMb(page);
  const typing = await typeInCell(page, pluralKey);

  const ms = (n) => `${n.toFixed(0)} ms`;
  console.log(`\nTranslation editor, ${KEYS} keys × ${LOCALE_CODES.length} locales (all columns shown), Chromium`);
  console.log(`first usable grid (median of ${LOADS} loads)   ${ms(median(loads))}   [${loads.map(ms).join(", ")}]`);
  if (baseline) {
    const ratio = median(loads) / median(baselineLoads);
    console.log(
      `  the same, built from ${AGAINST}            ${ms(median(baselineLoads))}   [${baselineLoads.map(ms).join(", ")}]  → this build ${ratio.toFixed(2)}× of it`,
    );
  }
  console.log(`rows in the DOM (virtualized)                 ${rowsInDom}`);
  console.log(
    `longest task while typing "${query.trim()}"     ${longTasks.length ? ms(Math.max(...longTasks)) : "none over 50 ms"} (${longTasks.length} long tasks)`,
  );
  console.log(`results after the last keystroke              ${ms(resultsAfter)} (debounce included)`);
  console.log(`rows after jumping to the middle              ${ms(jump)}`);
  console.log(
    `longest task while wheel-scrolling 18,000 px  ${scrollTasks.length ? ms(Math.max(...scrollTasks)) : "none over 50 ms"} (${scrollTasks.length} long tasks)`,
  );
  console.log(`longest task opening a pl cell (its suggestions load) and typing ICU ${taskFigure(typing.raw)}`);
  console.log(`longest task typing in the plural editor (pl) ${taskFigure(typing.forms)}`);
  console.log(
    `JS heap after load / after scrolling          ${heapLoaded.toFixed(1)} MB / ${heapScrolled.toFixed(1)} MB`,
  );
  if (errors.length) console.log(`page errors: ${errors.join("; ")}`);
  await context.close();
} finally {
  await browser.close();
  stopServer(server);
  if (baseline) {
    baseline.stop();
  }
}
