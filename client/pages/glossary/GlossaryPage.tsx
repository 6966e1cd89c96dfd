import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { editableLocaleList } from "../../../common/auth";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import { useSourceLocale } from "../../lib/app-config";
import type { AdminData } from "../../lib/auth-routes";
import { errorText } from "../../lib/error-text";
import { type GlossaryTerm, glossaryApi, glossaryKeys, useGlossary } from "../../lib/glossary-api";
import { useHttp } from "../../lib/use-http";
import "./glossary.css";
import { GlossaryTransfer } from "./GlossaryTransfer";
import { TermForm } from "./TermForm";

/** A term's translations in `locales`, as text: "de Warenkorb (not: Einkaufswagen; forms: Warenkorbs)". */
function translationsText(term: GlossaryTerm, locales: readonly LocaleCode[]): string {
  const forms = (l: LocaleCode) => term.translations[l]?.forms ?? [];
  if (term.doNotTranslate) {
    const listed = locales.filter((l) => forms(l).length > 0).map((l) => `${l} ${forms(l).join(", ")}`);
    return listed.length ? `Do not translate (forms: ${listed.join("; ")})` : "Do not translate";
  }
  return locales
    .flatMap((l) => {
      const t = term.translations[l];
      if (!t || (!t.text && t.forbidden.length === 0 && forms(l).length === 0)) return [];
      const notes = [
        t.forbidden.length ? `not: ${t.forbidden.join(", ")}` : "",
        forms(l).length ? `forms: ${forms(l).join(", ")}` : "",
      ].filter(Boolean);
      return [`${l} ${t.text || "—"}${notes.length ? ` (${notes.join("; ")})` : ""}`];
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
  if (terms.length === 0) return <p className="muted">No terms yet.</p>;
  return (
    <AdminTable label="Glossary table" columns={["Term", "Description", "Translations"]}>
      {terms.map((t) => (
        <tr key={t.id} aria-current={t.id === selected ? "true" : undefined}>
          <td>
            <Link to={`?term=${t.id}`} aria-label={`Open “${t.term}”`}>
              {t.term}
            </Link>
            {t.caseSensitive && <span className="muted"> (case-sensitive)</span>}
          </td>
          <td>{t.description}</td>
          <td>{translationsText(t, locales)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function DeleteTerm({ term, onDone }: { term: GlossaryTerm; onDone(): void }) {
  const http = useHttp();
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
        Delete “{term.term}”
      </button>
      <div role="alert" className="form-error">
        {remove.isError ? errorText(remove.error) : null}
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
  return (
    <div className="admin-page glossary-page">
      <title>Glossary · Polyglot admin</title>
      <h1>Glossary</h1>
      <p>
        Terms in the source language ({source}) and how each language translates them. The editor underlines them in the
        source text, and the checks warn when a translation does not use them.
      </p>
      {user.role === "admin" && (
        <section aria-labelledby="add-term">
          <h2 id="add-term">Add a term</h2>
          <TermForm user={user} term={null} source={source} onDone={() => undefined} />
        </section>
      )}
      <section aria-labelledby="all-terms">
        <h2 id="all-terms">Terms</h2>
        <QueryState query={glossary} />
        {glossary.data && <GlossaryTable terms={terms} locales={locales} selected={selectedId} />}
      </section>
      {selected && (
        <section aria-labelledby="one-term">
          <h2 id="one-term">“{selected.term}”</h2>
          {user.role === "translator" ? (
            <p>{selected.description || "No description."}</p>
          ) : (
            <TermForm
              key={`${selected.id}:${selected.version}`}
              user={user}
              term={selected}
              source={source}
              onDone={close}
            />
          )}
          {user.role === "admin" && <DeleteTerm term={selected} onDone={close} />}
        </section>
      )}
      <GlossaryTransfer admin={user.role === "admin"} />
    </div>
  );
}
