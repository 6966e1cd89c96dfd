import { describe, expect, it } from "vitest";
import { createTranslator } from "../../client/i18n/messages";
import {
  CLOSE_MARKER,
  hasMarkers,
  MarkerSpans,
  markersToHtml,
  markMessage,
  openMarker,
  stripMarkers,
} from "../../common/in-context";

/** The key markers of in-context editing (common/in-context.ts). */

describe("markMessage / stripMarkers", () => {
  it("wraps a text in invisible markers that strip back to the text", () => {
    const marked = markMessage("home.title", "Willkommen");
    expect(marked).not.toBe("Willkommen");
    expect(marked).toContain("Willkommen");
    expect(hasMarkers(marked)).toBe(true);
    expect(stripMarkers(marked)).toBe("Willkommen");
    expect(hasMarkers("Willkommen")).toBe(false);
    // Only private-use code points are added: nothing a serialiser escapes.
    expect([...marked.replace("Willkommen", "")].every((c) => /[\uE000-\uE07F]/.test(c))).toBe(true);
  });

  it("leaves a key it cannot encode unmarked", () => {
    expect(markMessage("klíč", "x")).toBe("x");
    expect(openMarker("a\nb")).toBe("");
  });

  it("strips every marker of nested messages", () => {
    const inner = markMessage("site.name", "Polyglot");
    const outer = markMessage("footer.copyright", `© 2025 ${inner}`);
    expect(stripMarkers(outer)).toBe("© 2025 Polyglot");
  });
});

describe("markersToHtml", () => {
  it("turns a marked text into a span naming its key", () => {
    expect(markersToHtml(markMessage("home.title", "Tom &amp; Jerry"))).toBe(
      '<span data-i18n-key="home.title">Tom &amp; Jerry</span>',
    );
  });

  it("nests a message inside another", () => {
    const html = markersToHtml(markMessage("footer.copyright", `© ${markMessage("site.name", "Polyglot")} 2025`));
    expect(html).toBe(
      '<span data-i18n-key="footer.copyright">© <span data-i18n-key="site.name">Polyglot</span> 2025</span>',
    );
  });

  it("keeps markup balanced: a stray close is dropped, an open one is closed at the end", () => {
    expect(markersToHtml(`a${CLOSE_MARKER}b`)).toBe("ab");
    expect(markersToHtml(`${openMarker("k.x")}text`)).toBe('<span data-i18n-key="k.x">text</span>');
    expect(markersToHtml("\uE000\uE001x\uE050")).toBe("x");
  });

  it("leaves text without markers as it is", () => {
    expect(markersToHtml("<b>plain</b> &lt;")).toBe("<b>plain</b> &lt;");
  });
});

describe("MarkerSpans across text nodes", () => {
  it("closes a span opened in one text node in another of the same element", () => {
    const spans = new MarkerSpans();
    // rich(): the open marker, then `<strong>bold</strong>`, then the text and the close marker.
    expect(spans.text(`${openMarker("home.body")}Start `, 3)).toBe('<span data-i18n-key="home.body">Start ');
    expect(spans.text("bold", 4)).toBe("bold");
    expect(spans.text(` end${CLOSE_MARKER}`, 3)).toBe(" end</span>");
    expect(spans.closeAt(3)).toBe("");
  });

  it("drops a close at another depth and closes what is left when the element ends", () => {
    const spans = new MarkerSpans();
    expect(spans.text(`${openMarker("a.b")}x`, 2)).toBe('<span data-i18n-key="a.b">x');
    expect(spans.text(CLOSE_MARKER, 3)).toBe("");
    expect(spans.closeAt(3)).toBe("");
    expect(spans.closeAt(2)).toBe("</span>");
  });
});

describe("createTranslator with marked messages", () => {
  const bundle = {
    locale: "sk" as const,
    fallback: { "home.title": "Vitajte" },
  };

  it("marks t() only when the bundle asks for it", () => {
    expect(createTranslator(bundle).t("home.title")).toBe("Vitajte");
    const marked = createTranslator({ ...bundle, marked: true }).t("home.title");
    expect(marked).toBe(markMessage("home.title", "Vitajte"));
    expect(markersToHtml(marked)).toBe('<span data-i18n-key="home.title">Vitajte</span>');
  });
});
