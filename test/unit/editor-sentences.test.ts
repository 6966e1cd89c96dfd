import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { runChecks } from "../../common/checks/run";
import { PARSER_SENTENCES, positionedSentence, problemSentence } from "../../common/icu/sentences";

/** ErrorKind is not exported at run time: its members are read from the parser's own type declarations. */
function errorKinds(): string[] {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve("@formatjs/icu-messageformat-parser"));
  const types = readFileSync(join(dir, "index.d.ts"), "utf8");
  const body = /declare enum ErrorKind \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? "";
  return [...body.matchAll(/^\s+([A-Z_]+) = \d+/gm)].map((m) => m[1] as string);
}

const CODE = /[A-Z]{3,}_[A-Z_]+/;

describe("problems read as sentences", () => {
  it("every ErrorKind of the parser has a sentence", () => {
    const kinds = errorKinds();
    expect(kinds.length).toBeGreaterThan(20);
    for (const kind of kinds) expect(PARSER_SENTENCES[kind], kind).toMatch(/^[A-Z].*\.$/);
  });

  it("a parser code, as stored or as publishing words it, becomes its sentence", () => {
    expect(problemSentence("ICU syntax error: EXPECT_ARGUMENT_CLOSING_BRACE")).toBe(
      "An argument is not closed: a } is missing.",
    );
    expect(problemSentence("expect argument closing brace")).toBe("An argument is not closed: a } is missing.");
    expect(problemSentence("ICU syntax error: SOMETHING_NEW")).toBe("The text is not valid ICU MessageFormat.");
    expect(positionedSentence("1:12 expect argument closing brace")).toBe(
      "At line 1, column 12: An argument is not closed: a } is missing.",
    );
  });

  it("no check's message leaves a code or a lower-case fragment", () => {
    const broken = [
      "Hi {name",
      "{n, plural, one {x}}",
      "<b>x",
      "{a, foo}",
      "{}",
      "{n, plural, one {a} one {b} other {c}}",
    ];
    const messages = broken.flatMap((text) =>
      runChecks(text, { locale: "pl", source: { text: "{name} {count}", locale: "sk" } }).map((p) =>
        problemSentence(p.message),
      ),
    );
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) {
      expect(message).not.toMatch(CODE);
      expect(message).toMatch(/^[A-Z{`].*[.]$/);
    }
  });
});
