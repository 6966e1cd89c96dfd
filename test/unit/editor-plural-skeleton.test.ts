import { describe, expect, it } from "vitest";
import {
  formFields,
  type MessageForms,
  parseForms,
  printForms,
  setForm,
  skeletonForms,
} from "../../client/pages/translation/plural-forms";
import { runChecks } from "../../common/checks/run";

const source = parseForms("{count, plural, one {# jazyk} few {# jazyky} other {# jazykov}}") as MessageForms;

describe("an empty translation of a plural starts from the source's skeleton", () => {
  it("offers one field per category of the target language from the start", () => {
    const skeleton = skeletonForms(source);
    expect(formFields(skeleton, "pl").map((f) => [f.key, f.text])).toEqual([
      ["one", ""],
      ["few", ""],
      ["many", ""],
      ["other", ""],
    ]);
    expect(formFields(skeleton, "de").map((f) => f.key)).toEqual(["one", "other"]);
  });

  it("writes valid ICU from the first keystroke in any field, empty categories left out", () => {
    let model = setForm(skeletonForms(source), "many", "j");
    expect(printForms(model)).toBe("{count, plural, many {j} other {}}");
    model = setForm(parseForms(printForms(model)) as MessageForms, "one", "# język");
    expect(printForms(model)).toBe("{count, plural, one {# język} many {j} other {}}");
    model = setForm(parseForms(printForms(model)) as MessageForms, "other", "# języka");
    const text = printForms(model);
    expect(parseForms(text)).not.toBeNull();
    expect(runChecks(text, { locale: "pl" }).filter((p) => p.severity === "error")).toEqual([]);
  });

  it("a new first form takes over the head of a message with only `other`", () => {
    const model = setForm(parseForms("{n,plural,other{x}}") as MessageForms, "one", "y");
    expect(printForms(model)).toBe("{n,plural,one {y} other{x}}");
  });

  it("a select offers the source's branches, `other` last", () => {
    const select = parseForms("{g, select, female {ona} male {on} other {ono}}") as MessageForms;
    const skeleton = skeletonForms(select);
    expect(formFields(skeleton, "pl", ["female", "male", "other"]).map((f) => f.key)).toEqual([
      "female",
      "male",
      "other",
    ]);
    expect(printForms(setForm(skeleton, "male", "er"))).toBe("{g, select, male {er} other {}}");
  });
});
