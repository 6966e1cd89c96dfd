import type { Context } from "hono";
import * as v from "valibot";
import { editableLocaleList } from "../../../common/auth";
import type { DataSource } from "../../../common/contracts/data-source";
import { listQuery } from "../../../common/contracts/translations";
import type { AppEnv } from "../../env";
import { getAccount } from "../../http/auth";
import { AppError } from "../../lib/errors";
import { sourceLocaleOf } from "../../lib/source-locale";
import { authDataSource } from "../auth";
import { visitorDataSource } from "./public";
import { render } from "./render";

/**
 * The admin's data: a visitor's, with the account (sign-in, sign-out, one-time links), the
 * dashboard's figures and the editor's first page, so they come with the HTML.
 */
function adminDataSource(c: Context<AppEnv>, headers: Headers): DataSource {
  return {
    ...visitorDataSource(c),
    ...authDataSource(c, headers),
    adminStats: async () => {
      const account = getAccount(c);
      if (!account) throw new AppError(401, "Sign in required");
      // The same figures as `GET /api/admin/translations/stats`, the feed filtered the same way;
      // the store's queries load with an admin page's first render, never a visitor's (decision 0072).
      const { translationStats } = await import("../../services/translations");
      return translationStats(c.env, sourceLocaleOf(c.env), editableLocaleList(account));
    },
    adminList: async (query) => {
      if (!getAccount(c)) throw new AppError(401, "Sign in required");
      // The list API's own rules: a query it would refuse is refused here too.
      const parsed = v.safeParse(listQuery, query);
      if (!parsed.success) throw new AppError(400, "Invalid list query");
      const { listPage } = await import("../../services/translations");
      return listPage(c.env.DB, sourceLocaleOf(c.env), parsed.output);
    },
    sourceLocale: () => sourceLocaleOf(c.env),
  };
}

/** A page of the admin's app (`/admin…`), and the sign-in, sign-out and one-time link forms posted without JavaScript. */
export async function appPage(c: Context<AppEnv>) {
  // Headers a loader or action asks for (the session cookie after a form sign-in, say).
  const headers = new Headers();
  return render(c, { dataSource: adminDataSource(c, headers), headers });
}
