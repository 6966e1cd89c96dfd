import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { ADMIN_MESSAGES_PATH, COLOR_MODE_FORM_PATH, ICONS_PATH } from "../common/app-paths";
import type { AppEnv, Bindings } from "./env";
import { lazyApp } from "./http/lazy-app";
import { notFound, onError } from "./http/on-error";
import { colorMode } from "./middleware/color-mode";
import { guardD1Outages } from "./middleware/d1-guard";
import { adminPagesGuard } from "./middleware/guards";
import { locale } from "./middleware/locale";
import { nonce } from "./middleware/nonce";
import { routeRules } from "./middleware/route-rules";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { api } from "./routes/api";
import { appBuild } from "./routes/app-build";
import { BENCH_CONSTANT_PATH, benchConstantPage } from "./routes/bench-constant";
import { colorModeForm } from "./routes/color-mode";
import { icons } from "./routes/icons";
import { pages } from "./routes/pages";
import { seo } from "./routes/seo";
import { runScheduledJobs } from "./scheduled";
import type { EmailQueueMessage } from "./services/email";
import type { RecheckMessage } from "./services/translations";
import type { DeliveryMessage } from "./services/webhooks";

const app = new Hono<AppEnv>();

// `npm run bench`'s constant page, before any middleware; off unless the bench's server sets its flag.
app.get(BENCH_CONSTANT_PATH, benchConstantPage);
app.use(nonce());
// D1 outages become StoreUnavailable (503 with Retry-After, see http/on-error.ts) for every route.
app.use(guardD1Outages());
app.use(securityHeaders());
app.use(colorMode());
// Route rules' redirects (common/route-rules.ts) come before any page or file.
app.use(routeRules());
// The admin area's pages: resolve the session cookie, then the guards (login redirects, CSRF).
app.use("/admin/*", session(), adminPagesGuard());

// The admin's messages, loaded on their first request like the admin API (docs/decisions/0087).
app.all(
  `${ADMIN_MESSAGES_PATH}/*`,
  lazyApp(() => import("./routes/admin-messages")),
);
app.route("/_app", appBuild);
app.route(COLOR_MODE_FORM_PATH, colorModeForm);
app.route(ICONS_PATH, icons);
// The admin API (its session, tokens, CSRF, purge and webhook middleware, every route), loaded on
// its first request: a visitor's isolate never evaluates it (docs/decisions/0072-lean-worker.md).
const adminApi = lazyApp(() => import("./admin-api"));
app.all("/api/admin", adminApi);
app.all("/api/admin/*", adminApi);
app.route("/api", api);
// An email's one-click unsubscribe link (RFC 8058): no session, loaded on its first request.
const unsubscribeLink = lazyApp(() => import("./routes/email-unsubscribe"));
app.all("/email/unsubscribe/:token", unsubscribeLink);
// What no API route answered is a 404 problem here, before the pages' catch-all can redirect it.
app.all("/api/*", (c) => c.notFound());
app.route("/", seo);

// Top-level static files (favicon) and the pages' images come from the assets; hashed build
// files never reach the worker.
const staticFile = createMiddleware<AppEnv>(async (c, next) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status !== 404) return res;
  await next();
});
app.get("/:file{[^/]+\\.(?:svg|ico|png|webmanifest)}", staticFile);
app.get("/images/:file{[a-z0-9-]+\\.(?:svg|png|webp)}", staticFile);

app.use(locale());
app.route("/", pages);

app.notFound(notFound);
app.onError(onError);

/** The emails' and the glossary rechecks' queues (wrangler.toml); every other batch is the webhooks'. Not exported: workerd reads the main module's exports as entrypoints. */
const EMAILS_QUEUE = "polyglot-emails";
const RECHECKS_QUEUE = "polyglot-rechecks";

async function consume(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue === EMAILS_QUEUE)
    return (await import("./services/email")).deliverEmails(batch as MessageBatch<EmailQueueMessage>, env);
  if (batch.queue === RECHECKS_QUEUE)
    return (await import("./services/translations")).recheckQueued(batch as MessageBatch<RecheckMessage>, env.DB);
  return (await import("./services/webhooks")).deliverBatch(batch as MessageBatch<DeliveryMessage>, env);
}

/**
 * The worker: `fetch` is the app (tests call `app.fetch` and `app.request` on it as on the app);
 * `queue` consumes the webhooks' queue (services/webhooks/deliver.ts signs and sends deliveries), the
 * emails' (services/email/deliver.ts) and the glossary rechecks' (services/translations/recheck-keys.ts),
 * each consumer loaded on its first batch like the admin API;
 * `scheduled` runs the cron's jobs (worker/scheduled.ts).
 */
const worker = Object.assign(app, {
  queue: consume,
  scheduled: (controller: ScheduledController, env: Bindings) => runScheduledJobs(controller, env),
});

export default worker;
