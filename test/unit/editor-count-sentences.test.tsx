import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import type { KeyRow } from "../../client/lib/admin-api";
import { EditorContext, type EditorContextValue } from "../../client/pages/translation/context";
import {
  commentsGoWithKey,
  commentsGoWithKeys,
  openQuestions,
  openQuestionsHint,
} from "../../client/pages/translation/count-sentences";
import { Row } from "../../client/pages/translation/Row";
import type { AdminLocale } from "../../common/admin-locale";
import { adminSeedBundle, withAdminI18n } from "./admin-i18n-seed";

/** The admin's words in `locale`, as useAdminI18n gives them. */
const tOf = (locale: AdminLocale) => createAdminI18n(adminSeedBundle(locale)).t;
const t = tOf("en");

/** A key's row header alone (no locale columns): its open questions' marker. */
function keyHeader(openQuestions: number, locale: AdminLocale = "en"): string {
  const row: KeyRow = {
    id: 1,
    name: "home.title",
    description: "",
    updatedAt: "",
    pages: [],
    values: {},
    openQuestions,
  };
  const editor = { openKey() {}, highlight: "" } as unknown as EditorContextValue;
  return renderToStaticMarkup(
    withAdminI18n(
      <EditorContext value={editor}>
        <Row
          index={0}
          row={row}
          columns={[]}
          loadedLocales={new Set()}
          reviewedOnly={new Set()}
          activeCol={-1}
          editing={false}
          start={0}
          measure={() => {}}
        />
      </EditorContext>,
      locale,
    ),
  );
}

describe("the editor's counts read as sentences (Intl.PluralRules, never “(s)”)", () => {
  it("a key's open questions, in the grid's marker and its tooltip", () => {
    expect(keyHeader(1)).toContain("1 open question<");
    expect(keyHeader(1)).toContain('title="1 open question: see the comments"');
    expect(keyHeader(3)).toContain("3 open questions<");
    expect(keyHeader(3)).not.toContain("(s)");
    expect(openQuestions(1_200, t)).toBe("1,200 open questions");
    expect(openQuestionsHint(2, t)).toBe("2 open questions: see the comments");
  });

  it("the comments that go with deleted keys, verb and all", () => {
    expect(commentsGoWithKeys(1, t)).toBe("Their 1 comment or question goes with them.");
    expect(commentsGoWithKeys(12, t)).toBe("Their 12 comments and questions go with them.");
    expect(commentsGoWithKey(1, t)).toBe("Its 1 comment or question is deleted with it.");
    expect(commentsGoWithKey(2, t)).toBe("Its 2 comments and questions are deleted with it.");
  });

  it("each language says them with its own plural forms and numbers", () => {
    const pl = tOf("pl");
    expect(keyHeader(3, "pl")).toContain(`title="${openQuestionsHint(3, pl)}"`);
    expect([1, 3, 5, 22, 1_200].map((n) => openQuestions(n, pl))).toEqual([
      "1 otwarte pytanie",
      "3 otwarte pytania",
      "5 otwartych pytań",
      "22 otwarte pytania",
      "1200 otwartych pytań",
    ]);
    const ru = tOf("ru");
    expect([1, 2, 5, 21].map((n) => openQuestions(n, ru))).toEqual([
      "1 открытый вопрос",
      "2 открытых вопроса",
      "5 открытых вопросов",
      "21 открытый вопрос",
    ]);
    expect(openQuestions(2, tOf("si"))).toBe("2 odprti vprašanji");
    expect(openQuestions(1_200, tOf("de"))).toBe("1.200 offene Fragen");
  });
});
