import { isRouteErrorResponse, Link } from "react-router";
import { MSG_INTERNAL_ERROR, MSG_NOT_FOUND_DEFAULT } from "../../common/constants";
import { localePath } from "../../common/locales";
import { useI18n } from "../i18n/I18nProvider";

/**
 * Status and message of an error as a visitor may see them: a user-facing error
 * keeps its message; anything else is a 500 `Internal Server Error`.
 */
export function describeError(error: unknown): { status: number; message: string; path?: string } {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown; path?: unknown } | null;
    const message = body?.message;
    if (typeof message === "string") {
      return typeof body?.path === "string"
        ? { status: error.status, message, path: body.path }
        : { status: error.status, message };
    }
    return { status: error.status, message: error.status === 404 ? MSG_NOT_FOUND_DEFAULT : MSG_INTERNAL_ERROR };
  }
  return { status: 500, message: MSG_INTERNAL_ERROR };
}

export function ErrorPage({ error }: { error: unknown }) {
  const { status, message, path } = describeError(error);
  const { t, locale } = useI18n();
  const notFound = status === 404;
  // A missing page's path, in the page's language; the English text where no translation says it.
  const shown = (notFound && path !== undefined && t("error.notFoundPath", { path })) || message;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${status} · ${t(notFound ? "error.notFoundTitle" : "error.title")}`}</title>
      {notFound && <meta name="robots" content="noindex" />}
      <p className="error-status">{status}</p>
      <h1 id="error-title">{t(notFound ? "error.notFoundTitle" : "error.title")}</h1>
      <p className="error-message" data-testid="error-message">
        {shown}
      </p>
      <p>
        <Link to={localePath(locale)}>{t("error.backHome")}</Link>
      </p>
    </section>
  );
}
