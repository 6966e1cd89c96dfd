import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { IconifyJSON } from "@iconify/types";
import { getIconData, minifyIconSet } from "@iconify/utils";
import { icons as lucide } from "@iconify-json/lucide";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { SEED_ASSET_DIR } from "./common/app-paths.ts";
import { APP_ICONS, type IconBundle, splitIconName } from "./common/icons.ts";

const OUT_DIR = "dist/client";

/** Build metadata the worker imports at bundle time; kept out of the public assets. */
const META_DIR = resolve(OUT_DIR, ".vite");

/** Every build gets its own id, rebuilds in watch mode too (BUILD_ID may pin one, e.g. a commit hash in CI). */
function newBuildId(): string {
  return process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
}

/** The installed icon sets `APP_ICONS` may draw from, by prefix. */
const ICON_SETS: Record<string, IconifyJSON> = { lucide };

/**
 * The Vite manifest is read by the worker at bundle time; it is build metadata,
 * not a public file, so `.assetsignore` keeps it out of the uploaded assets.
 */
function assetsIgnore(): Plugin {
  return {
    name: "polyglot:assetsignore",
    apply: "build",
    writeBundle() {
      writeFileSync(resolve(OUT_DIR, ".assetsignore"), ".vite\n");
    },
  };
}

/**
 * The seed messages (`locales/*.json`) beside the client build, under `SEED_ASSET_DIR`: the worker
 * reads its built-in messages (its last resort when D1 and KV have none) from its static assets
 * rather than carrying every locale's text in its own bundle, whose size the site's content
 * would otherwise grow (docs/decisions/0044-site-messages-are-published-by-namespace.md).
 */
function seedAssets(): Plugin {
  return {
    name: "polyglot:seed-assets",
    apply: "build",
    writeBundle() {
      const dir = resolve(OUT_DIR, SEED_ASSET_DIR.slice(1));
      mkdirSync(dir, { recursive: true });
      for (const file of readdirSync("locales").filter((f) => f.endsWith(".json"))) {
        copyFileSync(resolve("locales", file), resolve(dir, file));
      }
      // The admin's messages: one file per locale, `{ "<area>": { … } }` from `locales/admin/<code>/<area>.json`.
      const adminDir = resolve(dir, "admin");
      mkdirSync(adminDir, { recursive: true });
      for (const code of readdirSync(resolve("locales", "admin"))) {
        const areaDir = resolve("locales", "admin", code);
        if (!statSync(areaDir).isDirectory()) continue;
        const merged: Record<string, unknown> = {};
        for (const file of readdirSync(areaDir)
          .filter((f) => f.endsWith(".json"))
          .sort()) {
          merged[file.slice(0, -".json".length)] = JSON.parse(readFileSync(resolve(areaDir, file), "utf8"));
        }
        writeFileSync(resolve(adminDir, `${code}.json`), JSON.stringify(merged));
      }
    },
  };
}

/**
 * Only the icons the app names, taken from the installed sets (aliases resolved),
 * so the worker carries a few kilobytes instead of whole sets. A name missing
 * from its set fails the build. The version is a hash of the data.
 */
function iconBundle(): IconBundle {
  const byPrefix = new Map<string, IconifyJSON>();
  for (const icon of APP_ICONS) {
    const { prefix, name } = splitIconName(icon);
    const source = ICON_SETS[prefix];
    const data = source && getIconData(source, name);
    if (!data) throw new Error(`Icon ${icon} is not in an installed icon set`);
    const set = byPrefix.get(prefix) ?? { prefix, icons: {} };
    set.icons[name] = data;
    byPrefix.set(prefix, set);
  }
  const sets = [...byPrefix.values()].map((set) => {
    minifyIconSet(set);
    return set;
  });
  const version = createHash("sha256").update(JSON.stringify(sets)).digest("hex").slice(0, 12);
  return { version, sets };
}

/**
 * intl-messageformat imports the FormatJS parser only to accept message strings; the
 * client formats ASTs that the worker compiled, so for it the parser is swapped for the
 * package's own parser-less build (docs/decisions/0036-icu-messages.md). Code that
 * imports the parser itself (an admin screen, say) still gets the real one.
 */
function formatterWithoutParser(): Plugin {
  return {
    name: "polyglot:formatter-without-parser",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source !== "@formatjs/icu-messageformat-parser" || !importer?.includes("/intl-messageformat/")) return null;
      return this.resolve("@formatjs/icu-messageformat-parser/no-parser.js", importer, { skipSelf: true });
    },
  };
}

/** Writes the build's id and manifest and the icon data for the worker to serve. */
function runtimeBuildFiles(): Plugin {
  return {
    name: "polyglot:runtime-build-files",
    apply: "build",
    writeBundle(_options, bundle) {
      mkdirSync(META_DIR, { recursive: true });
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith("assets/"))
        .sort();
      const build = { id: newBuildId(), timestamp: Date.now(), assets };
      writeFileSync(resolve(META_DIR, "build.json"), `${JSON.stringify(build)}\n`);
      writeFileSync(resolve(META_DIR, "icons.json"), `${JSON.stringify(iconBundle())}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), formatterWithoutParser(), assetsIgnore(), seedAssets(), runtimeBuildFiles()],
  publicDir: "client/public",
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // The admin's app and the public pages' islands (docs/decisions/0053-public-pages-hydrate-islands.md),
    // and in-context editing, loaded on an editor's edit-mode pages only (docs/decisions/0058-in-context-editing.md).
    rolldownOptions: { input: ["client/entry.tsx", "client/public-entry.tsx", "client/in-context-entry.tsx"] },
  },
});
