import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { MSG_INTERNAL_ERROR } from "../common/constants";
import type { AppEnv } from "./env";
import { adminApiGuard, adminPagesGuard } from "./middleware/guards";
import { nonce } from "./middleware/nonce";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { api } from "./routes/api";
import { adminApi } from "./routes/auth";
import { pages } from "./routes/pages";
import { errorDocument } from "./ssr/error-document";

const app = new Hono<AppEnv>();

app.use(nonce());
app.use(securityHeaders());
// The admin area: resolve the session cookie, then the guards (login redirects, CSRF, 401/403).
app.use("/admin/*", session(), adminPagesGuard());
app.use("/api/admin/*", session(), adminApiGuard());

// `/sk` is the unprefixed default locale: one URL per page (PRODUCT.md).
app.get("/sk", (c) => c.redirect(`/${new URL(c.req.url).search}`, 301));
app.get("/sk/*", (c) => {
  const url = new URL(c.req.url);
  return c.redirect(url.pathname.slice(3) + url.search, 301);
});

app.route("/api/admin", adminApi);
app.route("/api", api);

// Top-level static files (favicon) come from the assets; hashed build files never reach the worker.
app.get("/:file{[^/]+\\.(?:svg|ico|png|webmanifest)}", async (c, next) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status !== 404) return res;
  await next();
});

app.route("/", pages);

app.notFound((c) => c.json({ error: "Not Found" }, 404));

app.onError((error, c) => {
  const isApi = new URL(c.req.url).pathname.startsWith("/api/");
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    return isApi ? c.json({ error: error.message }, error.status) : c.html(errorDocument(error.status), error.status);
  }
  console.error("unhandled:", error);
  return isApi ? c.json({ error: MSG_INTERNAL_ERROR }, 500) : c.html(errorDocument(500), 500);
});

export default app;
