import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { MSG_INTERNAL_ERROR } from "../common/constants";
import type { AppEnv } from "./env";
import { locale } from "./middleware/locale";
import { nonce } from "./middleware/nonce";
import { api } from "./routes/api";
import { pages } from "./routes/pages";
import { seo } from "./routes/seo";
import { errorDocument } from "./ssr/error-document";

const app = new Hono<AppEnv>();

app.use(nonce());

app.route("/api", api);
app.route("/", seo);

// Top-level static files (favicon) come from the assets; hashed build files never reach the worker.
app.get("/:file{[^/]+\\.(?:svg|ico|png|webmanifest)}", async (c, next) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status !== 404) return res;
  await next();
});

app.use(locale());
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
