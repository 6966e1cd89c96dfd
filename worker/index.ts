import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { COLOR_MODE_FORM_PATH, ICONS_PATH } from "../common/app-paths";
import { FORMER_IN_CONTEXT_PATH, IN_CONTEXT_PATH } from "../common/in-context";
import type { AppEnv } from "./env";
import { notFound, onError } from "./lib/on-error";
import { apiToken } from "./middleware/api-token";
import { purgePublishedPages } from "./middleware/cache-purge";
import { colorMode } from "./middleware/color-mode";
import { jsonMutationsOnly } from "./middleware/csrf";
import { guardD1Outages } from "./middleware/d1-guard";
import { adminPagesGuard, signedIn } from "./middleware/guards";
import { locale } from "./middleware/locale";
import { nonce } from "./middleware/nonce";
import { routeRules } from "./middleware/route-rules";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { webhookEvents } from "./middleware/webhooks";
import { adminTranslations } from "./routes/admin-translations";
import { api } from "./routes/api";
import { BENCH_CONSTANT_PATH, benchConstantPage } from "./routes/bench-constant";
import { appBuild } from "./routes/app-build";
import { signInApi, signOutApi } from "./routes/auth";
import { bulkApi } from "./routes/bulk";
import { colorModeForm } from "./routes/color-mode";
import { commentsApi } from "./routes/comments";
import { glossaryApi } from "./routes/glossary";
import { icons } from "./routes/icons";
import { inContext } from "./routes/in-context";
import { pages } from "./routes/pages";
import { account, audit, invitations, people } from "./routes/people";
import { preview } from "./routes/preview";
import { seo } from "./routes/seo";
import { suggestionsApi } from "./routes/suggestions";
import { tokensApi } from "./routes/tokens";
import { webhooksApi } from "./routes/webhooks";
import { deliverBatch } from "./services/webhooks/deliver";
import type { DeliveryMessage } from "./services/webhooks/deliveries";

const app = new Hono<AppEnv>();

// `npm run bench`'s constant page, before any middleware; off unless the bench's server sets its flag.
app.get(BENCH_CONSTANT_PATH, benchConstantPage);
app.use(nonce());
// D1 outages become StoreUnavailable (503 with Retry-After, see lib/on-error.ts) for every route.
app.use(guardD1Outages());
app.use(securityHeaders());
app.use(colorMode());
// Route rules' redirects (common/route-rules.ts) come before any page or file.
app.use(routeRules());
// The admin area: resolve the session cookie, then the guards (login redirects, CSRF). The admin
// API also takes an API token (Authorization: Bearer), resolved first; session and CSRF then stand aside.
app.use("/admin/*", session(), adminPagesGuard());
app.use("/api/admin/*", apiToken(), session(), jsonMutationsOnly());
// Every publication is an admin API request: what it published is purged everywhere once it has answered.
app.use("/api/admin/*", purgePublishedPages());
// What a request's services emitted becomes webhook deliveries once it has answered (never waiting on a receiver).
app.use("/api/admin/*", webhookEvents());

app.route("/_app", appBuild);
app.route(COLOR_MODE_FORM_PATH, colorModeForm);
app.route(ICONS_PATH, icons);
// The admin API answered signed out: sign-in, who is signed in, one-time links.
app.route("/api/admin", signInApi);
app.route("/api/admin/invitations", invitations);
// The rest of it, each group behind the session guard (401 without one); roles and locales per route.
const guarded = (routes: Hono<AppEnv>) => new Hono<AppEnv>().use(signedIn()).route("/", routes);
app.route("/api/admin/logout", guarded(signOutApi));
app.route("/api/admin/audit", guarded(audit));
app.route("/api/admin/translations", guarded(adminTranslations));
app.route("/api/admin/translations", guarded(suggestionsApi));
app.route("/api/admin/translations", guarded(bulkApi));
app.route("/api/admin/translations", guarded(commentsApi));
app.route("/api/admin/preview", guarded(preview));
app.route("/api/admin/glossary", guarded(glossaryApi));
app.route(IN_CONTEXT_PATH, guarded(inContext));
app.route(FORMER_IN_CONTEXT_PATH, guarded(inContext));
app.route("/api/admin/people", guarded(people));
app.route("/api/admin/account", guarded(account));
app.route("/api/admin/tokens", guarded(tokensApi));
app.route("/api/admin/webhooks", guarded(webhooksApi));
app.route("/api", api);
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

/**
 * The worker: `fetch` is the app (tests call `app.fetch` and `app.request` on it as on the app);
 * `queue` is the WEBHOOKS queue's consumer, which signs and sends deliveries (services/webhooks/deliver.ts).
 */
const worker = Object.assign(app, {
  queue: (batch: MessageBatch<DeliveryMessage>, env: AppEnv["Bindings"]) => deliverBatch(batch, env),
});

export default worker;
