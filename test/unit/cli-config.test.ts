import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkedUrl, loadConfig } from "../../bin/lib/config.mjs";
import { formatOf } from "../../bin/lib/formats.mjs";

/** The HTTPS CLI's settings (docs/cli.md): flags, then the environment, then polyglot.config.json. */
describe("the CLI's configuration", () => {
  const dir = () => mkdtempSync(join(tmpdir(), "polyglot-cli-"));

  it("takes flags first, then the environment, then the config file; never a token from the file", () => {
    const cwd = dir();
    writeFileSync(
      join(cwd, "polyglot.config.json"),
      JSON.stringify({ url: "https://file.example", dir: "i18n", locales: ["de"] }),
    );
    const env = { POLYGLOT_TOKEN: "plg_env", POLYGLOT_URL: "https://env.example" };
    expect(loadConfig({}, env, cwd)).toMatchObject({
      url: "https://env.example",
      token: "plg_env",
      dir: join(cwd, "i18n"),
      locales: ["de"],
    });
    expect(loadConfig({ url: "https://flag.example/some/path", locales: "hu, pl" }, env, cwd)).toMatchObject({
      url: "https://flag.example",
      locales: ["hu", "pl"],
    });
    writeFileSync(join(cwd, "polyglot.config.json"), JSON.stringify({ url: "https://file.example", token: "plg_x" }));
    expect(() => loadConfig({}, env, cwd)).toThrow(/token does not belong in a file/);
  });

  it("says what is missing or wrong, as a usage error", () => {
    const cwd = dir();
    expect(() => loadConfig({}, {}, cwd)).toThrow(/no deployment/);
    expect(() => loadConfig({ url: "https://a.example" }, {}, cwd)).toThrow(/no token/);
    expect(() => loadConfig({ config: "nope.json" }, {}, cwd)).toThrow(/no such config file/);
    writeFileSync(join(cwd, "polyglot.config.json"), "{ not json");
    expect(() => loadConfig({}, {}, cwd)).toThrow(/not JSON/);
    writeFileSync(join(cwd, "polyglot.config.json"), JSON.stringify({ urll: "x" }));
    expect(() => loadConfig({}, {}, cwd)).toThrow(/unknown field urll/);
    try {
      loadConfig({}, {}, dir());
    } catch (error) {
      expect((error as { code: number }).code).toBe(2);
    }
  });

  it("sends a token only over HTTPS, or plain HTTP to this machine", () => {
    expect(checkedUrl("https://translations.example.com/admin")).toBe("https://translations.example.com");
    expect(checkedUrl("http://localhost:8787")).toBe("http://localhost:8787");
    expect(checkedUrl("http://127.0.0.1:8787")).toBe("http://127.0.0.1:8787");
    expect(() => checkedUrl("http://translations.example.com")).toThrow(/use https/);
    expect(() => checkedUrl("http://localhost.example.com")).toThrow(/use https/);
    expect(() => checkedUrl("https://me:secret@translations.example.com")).toThrow(/no credentials/);
    expect(() => checkedUrl("ftp://x")).toThrow(/use https/);
    expect(() => checkedUrl("not a url")).toThrow(/not a URL/);
  });

  it("guesses a format from the extension where one format has it", () => {
    expect(formatOf("locales/de.xlf")).toBe("xliff");
    expect(formatOf("de.XLIFF")).toBe("xliff");
    expect(formatOf("de.po")).toBe("po");
    expect(formatOf("app_de.arb")).toBe("arb");
    expect(formatOf("de.json")).toBe("json");
    expect(formatOf("de.json", "i18next")).toBe("i18next");
    expect(formatOf("de.yaml")).toBeUndefined();
  });
});
