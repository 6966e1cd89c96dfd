import { describe, expect, test } from "vitest";
import { exportXliff, type XliffExportUnit } from "../../common/formats/xliff-export.ts";
import { importXliff } from "../../common/formats/xliff-import.ts";

/** ICU placeholders as XLIFF inline codes, plurals as groups, codes refused when altered (decision 0091). */
const unit = (key: string, source: string, target?: string, state: XliffExportUnit["state"] = "reviewed") =>
  ({ key, source, target, state: target ? state : null, description: "" }) satisfies XliffExportUnit;

const greeting = unit(
  "greeting",
  "Hi {name}, <link>see {count, number}</link>",
  "Hallo {name}, <link>siehe {count, number}</link>",
);
const options = (version: "1.2" | "2.0", targetLocale = "de") => ({ version, sourceLocale: "en", targetLocale });
const texts = (file: string, locale = "de") =>
  importXliff(file, { locale: locale as "de" }).entries.map((e) => [e.key, e.text]);

describe("inline codes keep the ICU characters", () => {
  test("1.2: <ph> with equiv-text and the native code, a tag as <bpt>/<ept>, source and target sharing ids", () => {
    const file = exportXliff([greeting], options("1.2"));
    expect(file).toContain(
      '<target state="final">Hallo <ph id="1" ctype="x-icu-argument" equiv-text="{name}">{name}</ph>, <bpt id="2" ctype="x-icu-tag" equiv-text="&lt;link&gt;">&lt;link&gt;</bpt>siehe <ph id="3" ctype="x-icu-argument" equiv-text="{count, number}">{count, number}</ph><ept id="2" equiv-text="&lt;/link&gt;">&lt;/link&gt;</ept></target>',
    );
    expect(file).toContain('<source>Hi <ph id="1" ctype="x-icu-argument" equiv-text="{name}">{name}</ph>, <bpt id="2"');
    expect(texts(file)).toEqual([["greeting", "Hallo {name}, <link>siehe {count, number}</link>"]]);
  });

  test("2.0: <ph dataRef equiv disp/> and <pc>, the characters in <originalData>", () => {
    const file = exportXliff([greeting], options("2.0"));
    expect(file).toContain('<data id="d1">{name}</data>\n        <data id="d2">&lt;link&gt;</data>');
    expect(file).toContain(
      '<target>Hallo <ph id="1" dataRef="d1" equiv="{name}" disp="{name}"/>, <pc id="2" dataRefStart="d2" dataRefEnd="d3" dispStart="&lt;link&gt;" dispEnd="&lt;/link&gt;">siehe <ph id="3" dataRef="d4" equiv="{count, number}" disp="{count, number}"/></pc></target>',
    );
    expect(texts(file)).toEqual([["greeting", "Hallo {name}, <link>siehe {count, number}</link>"]]);
  });

  test.each(["1.2", "2.0"] as const)(
    "%s: a plural inside text is one unit, its syntax codes, its words text",
    (version) => {
      const inText = unit(
        "cart",
        "You have {n, plural, one {# item} other {# items}}.",
        "Sie haben {n, plural, one {# Artikel} other {# Artikel}}.",
      );
      const nested = unit(
        "who",
        "{g, select, f {{n, plural, one {She has # cat} other {She has # cats}}} other {They}}",
        "{g, select, f {{n, plural, one {Sie hat # Katze} other {Sie hat # Katzen}}} other {Sie}}",
      );
      const file = exportXliff([inText, nested], options(version));
      expect(file).toContain(
        version === "1.2" ? 'equiv-text="{n, plural, one {"' : '<data id="d1">{n, plural, one {</data>',
      );
      expect(texts(file)).toEqual([
        ["cart", inText.target],
        ["who", nested.target],
      ]);
    },
  );
});

describe.each(["1.2", "2.0"] as const)("XLIFF %s: a plural or select is a group of branches", (version) => {
  const items = unit(
    "items",
    "{n, plural, one {# item} other {# items}}",
    "{n, plural, one {# товар} few {# товара} other {# товаров}}",
  );
  const file = exportXliff(
    [items, unit("role", "{r, select, admin {Admin} other {User}}", "{r, select, admin {Админ} other {Пользователь}}")],
    options(version, "ru"),
  );

  test("one unit per CLDR category of the target language, the source's branch or its other", () => {
    const names = [
      ...file.matchAll(version === "1.2" ? /<trans-unit id="([^"]+)"/g : /<unit id="[^"]+" name="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(names).toEqual(["items[one]", "items[few]", "items[many]", "items[other]", "role[admin]", "role[other]"]);
    expect(file).toContain('pg:icu="{n, plural, one {} few {} other {}}"');
    const many = file.slice(file.indexOf("items[many]"), file.indexOf("items[other]"));
    expect(many).toMatch(/(<\/ph>|\/>) items<\/source>/);
    expect(many).not.toContain("<target>");
  });

  test("import joins the branches into the same message; a branch the agency fills goes before other", () => {
    expect(texts(file, "ru")).toEqual([
      ["items", items.target],
      ["role", "{r, select, admin {Админ} other {Пользователь}}"],
    ]);
    const empty =
      version === "1.2"
        ? /(items\[many\][\s\S]*?<target state="needs-translation">)(<\/target>)/
        : /(items\[many\][\s\S]*?<\/source>)(\n)/;
    const filled = file.replace(empty, version === "1.2" ? "$1# товаров$2" : "$1<target># товаров</target>$2");
    expect(texts(filled, "ru")[0]?.[1]).toBe(
      "{n, plural, one {# товар} few {# товара} many {# товаров} other {# товаров}}",
    );
  });
});

describe.each(["1.2", "2.0"] as const)(
  "XLIFF %s: a target whose codes came back altered is refused, the rest imported",
  (version) => {
    const file = exportXliff([greeting, unit("plain", "Bye", "Tschüss")], options(version));
    const target = /<target[^>]*>([\s\S]*?)<\/target>/;
    const edit = (change: (t: string) => string) =>
      file.replace(target, (all, inner: string) => all.replace(inner, change(inner)));
    const refused = (text: string) => {
      const result = importXliff(text, { locale: "de" });
      expect(result.entries.map((e) => e.key)).toEqual(["plain"]);
      // Refused on its own, never a file error that would stop the rest.
      expect(result.errors).toEqual([]);
      expect(result.refused).toHaveLength(1);
      return result.refused?.[0];
    };
    const ph = version === "1.2" ? /<ph id="1"[^>]*>\{name\}<\/ph>/ : /<ph id="1"[^>]*\/>/;

    test("a code missing: refused with the unit's line and column and what is missing", () => {
      const error = refused(edit((t) => t.replace(ph, "")));
      expect(error).toMatchObject({ line: version === "1.2" ? 7 : 13, column: 9 });
      expect(error?.message).toContain('"greeting": its inline codes came back altered: "{name}" is missing');
    });

    test("a code added (a copy, or ICU typed as text): refused where it stands", () => {
      const copy = refused(edit((t) => t.replace(ph, (m) => `${m} ${m}`)));
      expect(copy?.message).toContain('"{name}" was added');
      const typed = refused(edit((t) => t.replace("siehe", "siehe {extra}")));
      expect(typed?.message).toContain('"{extra}" was added');
      expect(typed?.column).toBeGreaterThan(40);
    });

    test("a code whose shown characters were changed: refused, naming the attribute", () => {
      const attribute = version === "1.2" ? 'equiv-text="{name}"' : 'disp="{name}"';
      const error = refused(edit((t) => t.replace(attribute, attribute.replace("name", "nom"))));
      expect(error?.message).toContain(`shows "{nom}" in ${attribute.split("=")[0]} but holds "{name}"`);
    });

    test("codes moved (a translator reorders the sentence) are kept", () => {
      const moved = edit((t) => t.replace(ph, "").replace("siehe", (s) => `${s} ${ph.exec(t)?.[0]}`));
      const result = importXliff(moved, { locale: "de" });
      expect([result.errors, result.refused]).toEqual([[], undefined]);
    });

    test("an untranslated unit filled by the agency must keep the source's codes", () => {
      const empty = exportXliff([unit("new", "Hello {name}")], options(version));
      const code =
        version === "1.2"
          ? '<ph id="1" ctype="x-icu-argument" equiv-text="{name}">{name}</ph>'
          : '<ph id="1" dataRef="d1" equiv="{name}" disp="{name}"/>';
      const fill = (text: string) =>
        version === "1.2"
          ? empty.replace('<target state="needs-translation"></target>', `<target>${text}</target>`)
          : empty.replace("</source>", `</source>\n        <target>${text}</target>`);
      expect(texts(fill(`Hallo ${code}`))).toEqual([["new", "Hallo {name}"]]);
      expect(importXliff(fill("Hallo"), { locale: "de" }).refused?.[0]?.message).toContain('"{name}" is missing');
    });
  },
);
