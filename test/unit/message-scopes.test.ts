import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inNamespaces, namespacesFingerprint, SITE_NAMESPACES } from "../../common/message-scopes";

/**
 * Every key the browser code asks for with `t("…")` or `rich("…")`, with its file; of a key
 * built in a template (`t(\`pricing.plans.${id}.name\`)`), its literal start, which names the
 * namespace.
 */
function keysUsed(dir: string): Array<{ key: string; file: string }> {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(dir, file), "utf8");
      const literal = [...source.matchAll(/\b(?:t|rich)\("([^"]+)"/g)];
      const template = [...source.matchAll(/\b(?:t|rich)\(`([^`$]*)/g)];
      return [...literal, ...template].map((m) => ({ key: m[1] as string, file }));
    });
}

/**
 * The admin's message areas (`locales/admin/en/<area>.json`): the admin's `t("editor.save")` is
 * `admin.editor.save` in the store (docs/decisions/0087), never a site key.
 */
const ADMIN_AREAS = readdirSync("locales/admin/en")
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

describe("message scopes", () => {
  it("publishes every key the site's code uses: each is in a site namespace", () => {
    const used = keysUsed("client").filter(({ key }) => !inNamespaces(key, ADMIN_AREAS));
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter(({ key }) => !inNamespaces(key, SITE_NAMESPACES))).toEqual([]);
  });

  it("keeps the admin's areas apart from the site's namespaces, so a key is one or the other", () => {
    expect(ADMIN_AREAS.length).toBeGreaterThan(10);
    expect(ADMIN_AREAS.filter((area) => SITE_NAMESPACES.includes(area))).toEqual([]);
  });

  it("reads the namespace of a key built in a template from its literal start", () => {
    // `t(\`${ns}.title\`)` reads as the key "", in no namespace: the test above fails on it.
    const keys = keysUsed("client").map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(["nav.", "pricing.plans.", "news.items."]));
  });

  it("matches a namespace by its first segment, not by a prefix of it", () => {
    expect(inNamespaces("home.title", ["home"])).toBe(true);
    expect(inNamespaces("home", ["home"])).toBe(true);
    expect(inNamespaces("home.title.note", ["home"])).toBe(true);
    expect(inNamespaces("homepage.title", ["home"])).toBe(false);
    expect(inNamespaces("account.home", ["home"])).toBe(false);
    expect(inNamespaces("__proto__.x", ["home"])).toBe(false);
  });

  it("fingerprints the namespace set, whatever its order", () => {
    expect(namespacesFingerprint(["home", "site"])).toBe(namespacesFingerprint(["site", "home"]));
    expect(namespacesFingerprint(["home", "site"])).not.toBe(namespacesFingerprint(["home", "site", "about"]));
    expect(namespacesFingerprint()).toMatch(/^[0-9a-z]+$/);
  });
});
