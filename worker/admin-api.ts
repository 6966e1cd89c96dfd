import { Hono } from "hono";
import { FORMER_IN_CONTEXT_PATH, IN_CONTEXT_PATH } from "../common/in-context";
import type { AppEnv } from "./env";
import { notFound, onError } from "./http/on-error";
import { apiRouting } from "./middleware/api-routing";
import { apiToken } from "./middleware/api-token";
import { purgePublishedPages } from "./middleware/cache-purge";
import { jsonMutationsOnly } from "./middleware/csrf";
import { immediateEmails } from "./middleware/email";
import { signedIn } from "./middleware/guards";
import { session } from "./middleware/session";
import { webhookEvents } from "./middleware/webhooks";
import { accountLanguageApi } from "./routes/account-language";
import { audit } from "./routes/activity";
import { adminTranslations } from "./routes/admin-translations";
import { signInApi, signOutApi } from "./routes/auth";
import { bulkApi } from "./routes/bulk";
import { commentsApi } from "./routes/comments";
import { emailPreferencesApi } from "./routes/email-preferences";
import { glossaryApi } from "./routes/glossary";
import { inContext } from "./routes/in-context";
import { notificationsApi } from "./routes/notifications";
import { passkeySignInApi, passkeysApi } from "./routes/passkeys";
import { account, invitations, people } from "./routes/people";
import { preview } from "./routes/preview";
import { ssoSettingsApi, ssoSignInApi } from "./routes/sso";
import { suggestionsApi } from "./routes/suggestions";
import { tasksApi } from "./routes/tasks";
import { tokensApi } from "./routes/tokens";
import { policyApi, twoFactorApi } from "./routes/two-factor";
import { webhooksApi } from "./routes/webhooks";

/**
 * The admin API, `/api/admin/*`: an app of its own that worker/index.ts loads on the first admin
 * call (docs/decisions/0072-lean-worker.md), so a visitor's isolate never evaluates the editor's
 * routes, the exchange formats, machine translation or webhooks. worker/index.ts has run the
 * middleware every request gets (nonce, store guard, security headers, route rules) around it.
 */
const adminApi = new Hono<AppEnv>();

// Routing answers first (404, 405 with Allow); then an API token (Authorization: Bearer) is
// resolved, and session and CSRF stand aside for it; a body must be JSON either way (415).
adminApi.use(apiRouting(), apiToken(), session(), jsonMutationsOnly());
// Every publication is an admin API request: what it published is purged everywhere once it has answered.
adminApi.use(purgePublishedPages());
// What a request's services emitted becomes webhook deliveries once it has answered (never waiting on a receiver).
adminApi.use(webhookEvents());
// A request that wrote notifications queues one claim of the immediate emails (nothing when email is off).
adminApi.use(immediateEmails());

// Answered signed out: sign-in, who is signed in, one-time links.
adminApi.route("/api/admin", signInApi);
adminApi.route("/api/admin/login/passkey", passkeySignInApi);
adminApi.route("/api/admin/invitations", invitations);
adminApi.route("/api/admin/sso", ssoSignInApi);
// The rest, each group behind the session guard (401 without one); roles and locales per route.
const guarded = (routes: Hono<AppEnv>) => new Hono<AppEnv>().use(signedIn()).route("/", routes);
adminApi.route("/api/admin/logout", guarded(signOutApi));
adminApi.route("/api/admin/audit", guarded(audit));
adminApi.route("/api/admin/translations", guarded(adminTranslations));
adminApi.route("/api/admin/translations", guarded(suggestionsApi));
adminApi.route("/api/admin/translations", guarded(bulkApi));
adminApi.route("/api/admin/translations", guarded(commentsApi));
adminApi.route("/api/admin/preview", guarded(preview));
adminApi.route("/api/admin/glossary", guarded(glossaryApi));
adminApi.route(IN_CONTEXT_PATH, guarded(inContext));
adminApi.route(FORMER_IN_CONTEXT_PATH, guarded(inContext));
adminApi.route("/api/admin/people", guarded(people));
adminApi.route("/api/admin/account/totp", guarded(twoFactorApi));
adminApi.route("/api/admin/account/passkeys", guarded(passkeysApi));
adminApi.route("/api/admin/account", guarded(account));
adminApi.route("/api/admin/account/email-preferences", guarded(emailPreferencesApi));
adminApi.route("/api/admin/account/language", guarded(accountLanguageApi));
adminApi.route("/api/admin/policy", guarded(policyApi));
adminApi.route("/api/admin/sso/settings", guarded(ssoSettingsApi));
adminApi.route("/api/admin/tokens", guarded(tokensApi));
adminApi.route("/api/admin/webhooks", guarded(webhooksApi));
adminApi.route("/api/admin/tasks", guarded(tasksApi));
adminApi.route("/api/admin/notifications", guarded(notificationsApi));

adminApi.notFound(notFound);
adminApi.onError(onError);

export default adminApi;
