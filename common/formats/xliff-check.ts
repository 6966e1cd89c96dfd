import { icuCodes } from "./icu-codes.ts";
import type { IcuContent } from "./xliff-inline.ts";
import type { XmlElement } from "./xml.ts";
import { childElements, textContent } from "./xml-tree.ts";

/**
 * A target of a file this product wrote whose inline codes came back altered: the import refuses
 * it, saying where and how, and imports the rest (docs/decisions/0091-cat-ready-xliff.md).
 * - A code whose shown characters (1.2 `equiv-text`, 2.0 `equiv`/`disp`/`dispStart`/`dispEnd`)
 *   differ from the ones it holds (1.2's native code, 2.0's original data), or that refers to no
 *   original data, was changed.
 * - The codes the text holds once read (a code kept as markup or typed as ICU text alike) are
 *   compared with those the target went out with (`pg:codes`): one missing or one added is refused.
 */
export interface CodeProblem {
  at: number;
  message: string;
}

export function codeProblem(
  target: XmlElement,
  content: IcuContent,
  expected: readonly string[],
  data: ReadonlyMap<string, string>,
  wrap?: "plural" | "select",
): CodeProblem | null {
  const changed = changedCode(target, data);
  if (changed) return changed;
  const found = icuCodes(content.text, wrap);
  const rest = [...expected];
  const added: { syntax: string; index: number }[] = [];
  let index = 0;
  const tokens = found.map((c) => c.syntax);
  for (const syntax of tokens) {
    index = content.text.indexOf(syntax, index);
    const i = rest.indexOf(syntax);
    if (i >= 0) rest.splice(i, 1);
    else added.push({ syntax, index });
    index += syntax.length;
  }
  if (rest.length === 0 && added.length === 0) return null;
  const list = (codes: string[]) => codes.map((c) => JSON.stringify(c)).join(", ");
  const parts = [
    ...(rest.length > 0 ? [`${list(rest)} ${rest.length === 1 ? "is" : "are"} missing`] : []),
    ...(added.length > 0 ? [`${list(added.map((a) => a.syntax))} ${added.length === 1 ? "was" : "were"} added`] : []),
  ];
  const first = added[0];
  return {
    at: first ? content.sourceOffset(first.index) : target.at,
    message: `its inline codes came back altered: ${parts.join(" and ")} (the target went out with ${expected.length === 0 ? "none" : list([...expected])}); keep every code as it was exported`,
  };
}

/** The first code inside `element` that shows other characters than it holds. */
function changedCode(element: XmlElement, data: ReadonlyMap<string, string>): CodeProblem | null {
  for (const el of childElements(element)) {
    const problem = changedOne(el, data) ?? changedCode(el, data);
    if (problem) return problem;
  }
  return null;
}

function changedOne(el: XmlElement, data: ReadonlyMap<string, string>): CodeProblem | null {
  const checks: [string | undefined, string | undefined, string][] = [];
  const ref = (name: string) => {
    const id = el.attributes.get(name);
    return id === undefined ? undefined : (data.get(id) ?? null);
  };
  if (el.name === "ph" && el.attributes.has("dataRef")) {
    const held = ref("dataRef");
    if (held === null) return unknownData(el, "dataRef");
    checks.push([held, el.attributes.get("equiv"), "equiv"], [held, el.attributes.get("disp"), "disp"]);
  } else if (el.name === "pc" && el.attributes.has("dataRefStart")) {
    const start = ref("dataRefStart");
    const end = ref("dataRefEnd");
    if (start === null) return unknownData(el, "dataRefStart");
    if (end === null) return unknownData(el, "dataRefEnd");
    checks.push([start, el.attributes.get("dispStart"), "dispStart"], [end, el.attributes.get("dispEnd"), "dispEnd"]);
  } else if (["ph", "bpt", "ept"].includes(el.name)) {
    checks.push([textContent(el), el.attributes.get("equiv-text"), "equiv-text"]);
  }
  for (const [held, shown, attribute] of checks) {
    if (held !== undefined && shown !== undefined && held !== shown) {
      const message = `its inline code <${el.name} id="${el.attributes.get("id") ?? ""}"> shows ${JSON.stringify(shown)} in ${attribute} but holds ${JSON.stringify(held)}: the code was changed; keep every code as it was exported`;
      return { at: el.at, message };
    }
  }
  return null;
}

function unknownData(el: XmlElement, attribute: string): CodeProblem {
  const id = el.attributes.get(attribute) ?? "";
  return {
    at: el.at,
    message: `its inline code <${el.name}> refers to original data ${JSON.stringify(id)}, which the unit does not hold`,
  };
}
