import { useQuery } from "@tanstack/react-query";
import type {
  GlossaryFormat,
  GlossaryImportEntry,
  GlossaryLocale,
  GlossaryTerm,
} from "../../common/contracts/glossary";
import type { LocaleCode } from "../../common/locales";
import type { HttpClient } from "./http";
import { useHttp } from "./use-http";

export type { GlossaryFormat, GlossaryImportEntry, GlossaryLocale, GlossaryTerm };

export interface TermFields {
  term?: string;
  description?: string;
  caseSensitive?: boolean;
  doNotTranslate?: boolean;
  translations?: Partial<Record<LocaleCode, GlossaryLocale>>;
}

export interface GlossaryImportResult {
  dryRun: boolean;
  entries: GlossaryImportEntry[];
  counts: Record<GlossaryImportEntry["status"], number>;
}

/** The glossary (docs/admin-api.md), typed over the HTTP client. Failures throw `HttpError`. */
export function glossaryApi(http: HttpClient) {
  return {
    list: (signal?: AbortSignal) =>
      http.get<{ terms: GlossaryTerm[] }>("admin/glossary", { signal, throwOnError: true }),
    create: (fields: TermFields & { term: string }) =>
      http.post<{ term: GlossaryTerm }>("admin/glossary", { body: fields, throwOnError: true }),
    update: (id: number, version: number, fields: TermFields) =>
      http.patch<{ term: GlossaryTerm }>(`admin/glossary/${id}`, { body: { version, ...fields }, throwOnError: true }),
    remove: (id: number, version: number) =>
      http.delete(`admin/glossary/${id}`, { query: { version }, body: {}, throwOnError: true }),
    import: (format: GlossaryFormat, content: string, dryRun: boolean) =>
      http.post<GlossaryImportResult>("admin/glossary/import", {
        body: { format, content, dryRun },
        throwOnError: true,
      }),
  };
}

export const glossaryKeys = { all: ["admin", "glossary"] as const };

/** The whole glossary, shared by the glossary page and the editor's underlines (one request, cached). */
export function useGlossary() {
  const http = useHttp();
  return useQuery({
    queryKey: glossaryKeys.all,
    queryFn: ({ signal }) => glossaryApi(http).list(signal),
    staleTime: 60_000,
  });
}
