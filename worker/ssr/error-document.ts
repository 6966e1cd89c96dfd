import { MSG_INTERNAL_ERROR, MSG_NOT_FOUND_DEFAULT } from "../../common/constants";

/**
 * A self-contained error page for when React itself cannot render: no scripts,
 * no internal detail, only the status and the spec's default message.
 */
export function errorDocument(status: number): string {
  const message =
    status === 404
      ? MSG_NOT_FOUND_DEFAULT
      : status === 503
        ? "Temporarily unavailable: please try again in a moment"
        : MSG_INTERNAL_ERROR;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} · ${message}</title></head><body><main><p>${status}</p><h1>${message}</h1><p><a href="/">Polyglot</a></p></main></body></html>`;
}
