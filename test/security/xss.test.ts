import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, SAME_ORIGIN, signIn } from "../worker/auth-helpers";
import { get, ORIGIN } from "../worker/helpers";
import { seedStore } from "../worker/store-helpers";

/**
 * XSS payloads saved as translations (issue 13): each is saved through the editor's API
 * into the page heading (plain text) and the body text (rendered with a `<b>` tag
 * function), then the public page is read. Whatever the payload, the page must hold
 * no markup it did not hold before, and its inline scripts (the hydration data, which
 * carries every message) must stay closed.
 */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  "'</script><script>alert(1)</script>'",
  "<img src=x onerror=alert(1)>",
  "'<img src=x onerror=alert(1)>'",
  "<b><img src=x onerror=alert(1)></b>",
  "<b>'<img src=x onerror=alert(1)>'</b>",
  "<b>{name}</b><img src=x onerror=alert(1)>",
  "<b onclick=alert(1)>x</b>",
  "<b>x</b onmouseover=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<iframe src=javascript:alert(1)></iframe>",
  "<a href=javascript:alert(1)>x</a>",
  "'<a href=\"javascript:alert(1)\">x</a>'",
  "javascript:alert(1)",
  "{x, select, other {<img src=x onerror=alert(1)>}}",
  "{x, select, other {'<img src=x onerror=alert(1)>'}}",
  "{count, plural, one {<script>alert(1)</script>} other {# <b>'<svg onload=alert(1)>'</b>}}",
  '"><img src=x onerror=alert(1)>',
  "'\"><script>alert(1)</script>",
  "<!--<img src=x onerror=alert(1)>-->",
  "'<!--'<script>alert(1)</script>",
  "<![CDATA[<script>alert(1)</script>]]>",
  "'<style>*{background:url(javascript:alert(1))}</style>'",
  "'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;img src=x onerror=alert(1)&#62;",
  "\u2028\u2029'</script>'\u2028",
  "'<scr<script>ipt>alert(1)</scr</script>ipt>'",
  "'<input autofocus onfocus=alert(1)>'",
  "'<details open ontoggle=alert(1)>'",
  "'<object data=\"data:text/html,<script>alert(1)</script>\">'",
  "'<base href=\"//evil.example/\">'",
  '\'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">\'',
  "<b><b><b>'<img src=x onerror=alert(1)>'</b></b></b>",
];

/** Attributes that navigate or load: a `javascript:` value there would run. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "poster", "srcdoc", "xlink:href"]);

interface Shape {
  tags: Set<string>;
  attributes: Set<string>;
  scripts: number;
  inline: string[];
  urls: string[];
}

/** The page's elements, attributes and inline scripts, as a browser's parser sees them. */
async function shapeOf(html: string): Promise<Shape> {
  const shape: Shape = { tags: new Set(), attributes: new Set(), scripts: 0, inline: [], urls: [] };
  let script = "";
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        shape.tags.add(el.tagName);
        // workerd's Element.attributes iterates [name, value] pairs (the DOM lib types it as Attr).
        for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
          shape.attributes.add(name);
          if (URL_ATTRIBUTES.has(name)) shape.urls.push(value);
        }
      },
    })
    .on("script", {
      element() {
        shape.scripts++;
        script = "";
      },
      text(chunk) {
        script += chunk.text;
        if (chunk.lastInTextNode) shape.inline.push(script);
      },
    })
    .transform(new Response(html))
    .text();
  return shape;
}

let admin: string;
let baseline: Shape;
const versions = new Map<string, number>();

async function save(key: string, text: string): Promise<void> {
  const res = await SELF.fetch(`${ORIGIN}/api/admin/translations/keys/${key}/values/de`, {
    method: "PUT",
    headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify({ text, version: versions.get(key) ?? 0 }),
  });
  expect([text, res.status]).toEqual([text, 200]);
  const { cell } = (await res.json()) as { cell: { version: number } | null };
  versions.set(key, cell?.version ?? 0);
}

beforeAll(async () => {
  await seedStore();
  admin = await signIn(await createAccount({ role: "admin" }));
  for (const key of ["home.title", "home.body"]) {
    const res = await SELF.fetch(`${ORIGIN}/api/admin/translations/keys/${key}`, { headers: { Cookie: admin } });
    const { key: row } = (await res.json()) as { key: { values: { de: { version: number } } } };
    versions.set(key, row.values.de.version);
  }
  baseline = await shapeOf(await (await get("/de")).text());
});

describe("XSS payloads saved as translations", () => {
  it("the baseline page renders the body's <b> tag as an element", () => {
    expect(baseline.tags).toContain("strong");
    expect(baseline.scripts).toBeGreaterThan(0);
  });

  it.each(PAYLOADS)("%s: the public page holds none of it as markup, and its scripts stay closed", async (payload) => {
    await save("home.title", payload);
    await save("home.body", payload);
    const res = await get("/de");
    expect(res.status).toBe(200);
    const html = await res.text();
    if (payload.includes("<")) expect(html).not.toContain(payload);
    const shape = await shapeOf(html);
    expect([...shape.tags].filter((t) => !baseline.tags.has(t))).toEqual([]);
    expect([...shape.attributes].filter((a) => !baseline.attributes.has(a))).toEqual([]);
    expect(shape.scripts).toBe(baseline.scripts);
    expect(shape.urls.filter((u) => /^\s*(javascript|data|vbscript):/i.test(u))).toEqual([]);
    for (const code of shape.inline) expect(code).not.toMatch(/<\/script|<!--|<script|[\u2028\u2029]/i);
  });

  it("the payloads reach the page as text: the heading shows the characters, escaped", async () => {
    await save("home.title", "'<img src=x onerror=alert(1)>'");
    const html = await (await get("/de")).text();
    expect(html).toContain("<h1>&lt;img src=x onerror=alert(1)&gt;</h1>");
    // No script of the page carries it: a public page sends the browser no messages (decision 0053).
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
    expect(scripts).not.toContain("onerror");
  });
});
