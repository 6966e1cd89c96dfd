import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { errorText } from "../../lib/error-text";
import { type GlossaryFormat, type GlossaryImportResult, glossaryApi, glossaryKeys } from "../../lib/glossary-api";
import { useHttp } from "../../lib/use-http";

const formatOf = (name: string): GlossaryFormat => (/\.(tbx|xml)$/i.test(name) ? "tbx" : "csv");

/** What an import's dry run found, entry by entry (invalid ones say why). */
function ImportReport({ result }: { result: GlossaryImportResult }) {
  const { t } = useAdminI18n();
  const { counts } = result;
  const changes = result.entries.filter((e) => e.status !== "unchanged");
  return (
    <div>
      <p role="status">{t("glossary.files.report", { dryRun: result.dryRun ? "true" : "false", ...counts })}</p>
      {changes.length > 0 && (
        <ul>
          {changes.slice(0, 100).map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the entries of one report, in order.
            <li key={i}>
              {e.message
                ? t("glossary.files.entryWhy", { term: e.term, status: e.status, message: e.message })
                : t("glossary.files.entry", { term: e.term, status: e.status })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Export (every account) as CSV or TBX; import (admins): a dry run first, then the import. */
export function GlossaryTransfer({ admin }: { admin: boolean }) {
  const http = useHttp();
  const { t, rich } = useAdminI18n();
  const client = useQueryClient();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) => glossaryApi(http).import(formatOf(file?.name ?? ""), file?.content ?? "", dryRun),
    onSuccess: (result) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: glossaryKeys.all });
    },
  });
  return (
    <section aria-labelledby="glossary-files">
      <h2 id="glossary-files">{t("glossary.files.title")}</h2>
      <p>
        {rich("glossary.files.export", {
          csv: (chunks: ReactNode[]) => (
            <a href="/api/admin/glossary/export?format=csv" download>
              {chunks}
            </a>
          ),
          tbx: (chunks: ReactNode[]) => (
            <a href="/api/admin/glossary/export?format=tbx" download>
              {chunks}
            </a>
          ),
        })}
      </p>
      {admin && (
        <div className="admin-form">
          <div className="field glossary-file">
            <label htmlFor="glossary-file">{t("glossary.files.import")}</label>
            <input
              id="glossary-file"
              type="file"
              accept=".csv,.tbx,.xml,text/csv,application/xml"
              onChange={async (e) => {
                const chosen = e.target.files?.[0];
                run.reset();
                setFile(chosen ? { name: chosen.name, content: await chosen.text() } : null);
              }}
            />
          </div>
          <div className="button-row">
            <button type="button" disabled={!file || run.isPending} onClick={() => run.mutate(true)}>
              {t("glossary.files.check")}
            </button>
            <button
              type="button"
              className="button-primary"
              disabled={!run.data?.dryRun || run.isPending}
              onClick={() => run.mutate(false)}
            >
              {t("glossary.files.importButton")}
            </button>
          </div>
          <div role="alert" className="form-error">
            {run.isError ? errorText(run.error, t) : null}
          </div>
          {run.data && <ImportReport result={run.data} />}
        </div>
      )}
    </section>
  );
}
