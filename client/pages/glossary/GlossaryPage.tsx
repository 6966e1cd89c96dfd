import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { editableLocaleList } from "../../../common/auth";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import { useSourceLocale } from "../../lib/app-config";
import type { AdminData } from "../../lib/auth-routes";
import { errorText } from "../../lib/error-text";
import { type GlossaryTerm, glossaryApi, glossaryKeys, useGlossary } from "../../lib/glossary-api";
import { useHttp } from "../../lib/use-http";
import "./glossary.css";
import { GlossaryTransfer } from "./GlossaryTransfer";
import { TermForm } from "./TermForm";

/**
 * A term's translations in `locales`, as text: "de Warenkorb (not: Einkaufswagen; forms: Warenkorbs)".
 * The variants and forms are the glossary's own words, listed as they were typed (commas), the
 * locales' entries and notes apart by semicolons.
 */
function translationsText(term: GlossaryTerm, locales: readonly LocaleCode[], t: AdminI18n["t"]): string {
  const forms = (l: LocaleCode) => term.translations[l]?.forms ?? [];
  if (term.doNotTranslate) {
    const listed = locales
      .filter((l) => forms(l).length > 0)
      .map((l) => t("glossary.table.translation", { locale: l, text: forms(l).join(", ") }));
    return listed.length
      ? t("glossary.table.doNotTranslateForms", { forms: listed.join("; ") })
      : t("glossary.table.doNotTranslate");
  }
  return locales
    .flatMap((l) => {
      const entry = term.translations[l];
      if (!entry || (!entry.text && entry.forbidden.length === 0 && forms(l).length === 0)) return [];
      const notes = [
        entry.forbidden.length ? t("glossary.table.forbidden", { variants: entry.forbidden.join(", ") }) : "",
        forms(l).length ? t("glossary.table.forms", { forms: forms(l).join(", ") }) : "",
      ].filter(Boolean);
      const text = entry.text || "—";
      return [
        notes.length
          ? t("glossary.table.translationNotes", { locale: l, text, notes: notes.join("; ") })
          : t("glossary.table.translation", { locale: l, text }),
      ];
    })
    .join("; ");
}

function GlossaryTable({
  terms,
  locales,
  selected,
}: {
  terms: GlossaryTerm[];
  locales: readonly LocaleCode[];
  selected: number | null;
}) {
  const { t } = useAdminI18n();
  if (terms.length === 0) return <p className="muted">{t("glossary.table.empty")}</p>;
  return (
    <AdminTable
      label={t("glossary.table.label")}
      columns={[t("glossary.table.term"), t("glossary.table.description"), t("glossary.table.translations")]}
    >
      {terms.map((term) => (
        <tr key={term.id} aria-current={term.id === selected ? "true" : undefined}>
          <td>
            <Link to={`?term=${term.id}`} aria-label={t("glossary.table.open", { term: term.term })}>
              {term.term}
            </Link>
            {term.caseSensitive && <span className="muted"> {t("glossary.table.caseSensitive")}</span>}
          </td>
          <td>{term.description}</td>
          <td>{translationsText(term, locales, t)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function DeleteTerm({ term, onDone }: { term: GlossaryTerm; onDone(): void }) {
  const http = useHttp();
  const { t } = useAdminI18n();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => glossaryApi(http).remove(term.id, term.version),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: glossaryKeys.all });
      onDone();
    },
  });
  return (
    <div>
      <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {t("glossary.page.delete", { term: term.term })}
      </button>
      <div role="alert" className="form-error">
        {remove.isError ? errorText(remove.error, t) : null}
      </div>
    </div>
  );
}

/**
 * The glossary: every account reads it; admins add, change, delete, import and export terms;
 * reviewers change their locales' translations (docs/decisions/0067-glossary.md).
 */
export function GlossaryPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const { t } = useAdminI18n();
  const source = useSourceLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectedId = Number(params.get("term")) || null;
  const glossary = useGlossary();
  const terms = glossary.data?.terms ?? [];
  const selected = terms.find((t) => t.id === selectedId) ?? null;
  const mine = editableLocaleList(user);
  const locales = LOCALES.map((l) => l.code).filter((l) => l !== source && (mine === null || mine.includes(l)));
  const close = () => navigate("?", { replace: true });
  const admin = user.role === "admin";
  return (
    <div className="admin-page glossary-page">
      <title>{t("layout.pageTitle", { page: t("glossary.page.title") })}</title>
      <h1>{t("glossary.page.title")}</h1>
      <p>{t("glossary.page.intro", { locale: source })}</p>
      {admin && (
        <section aria-labelledby="add-term">
          <h2 id="add-term">{t("glossary.page.add")}</h2>
          <TermForm user={user} term={null} source={source} onDone={() => undefined} />
        </section>
      )}
      <section aria-labelledby="all-terms">
        <h2 id="all-terms">{t("glossary.page.terms")}</h2>
        <QueryState query={glossary} />
        {glossary.data && <GlossaryTable terms={terms} locales={locales} selected={selectedId} />}
      </section>
      {selected && (
        <section aria-labelledby="one-term">
          <h2 id="one-term">{t("glossary.page.term", { term: selected.term })}</h2>
          {user.role === "translator" ? (
            <p>{selected.description || t("glossary.page.noDescription")}</p>
          ) : (
            <TermForm
              key={`${selected.id}:${selected.version}`}
              user={user}
              term={selected}
              source={source}
              onDone={close}
            />
          )}
          {admin && <DeleteTerm term={selected} onDone={close} />}
        </section>
      )}
      <GlossaryTransfer admin={admin} />
    </div>
  );
}
