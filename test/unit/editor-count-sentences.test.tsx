import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { KeyRow } from "../../client/lib/admin-api";
import { EditorContext, type EditorContextValue } from "../../client/pages/translation/context";
import {
  commentsGoWithKey,
  commentsGoWithKeys,
  openQuestions,
  openQuestionsHint,
} from "../../client/pages/translation/count-sentences";
import { Row } from "../../client/pages/translation/Row";

/** A key's row header alone (no locale columns): its open questions' marker. */
function keyHeader(openQuestions: number): string {
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
  );
}

describe("the editor's counts read as sentences (Intl.PluralRules, never “(s)”)", () => {
  it("a key's open questions, in the grid's marker and its tooltip", () => {
    expect(keyHeader(1)).toContain("1 open question<");
    expect(keyHeader(1)).toContain('title="1 open question: see the comments"');
    expect(keyHeader(3)).toContain("3 open questions<");
    expect(keyHeader(3)).not.toContain("(s)");
    expect(openQuestions(1_200)).toBe("1,200 open questions");
    expect(openQuestionsHint(2)).toBe("2 open questions: see the comments");
  });

  it("the comments that go with deleted keys, verb and all", () => {
    expect(commentsGoWithKeys(1)).toBe("Their 1 comment or question goes with them.");
    expect(commentsGoWithKeys(12)).toBe("Their 12 comments and questions go with them.");
    expect(commentsGoWithKey(1)).toBe("Its 1 comment or question is deleted with it.");
    expect(commentsGoWithKey(2)).toBe("Its 2 comments and questions are deleted with it.");
  });
});
