// The admin's messages as the seed import reads them (docs/decisions/0088-the-admins-messages-in-the-store.md):
// `locales/admin/<code>/<area>.json`, one nested-JSON file per locale whose keys are `admin.<area>.<path>`,
// the same tree the build writes to dist's `/_seed/admin/<code>.json` (vite.config.ts `seedAssets`).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_NAMESPACE } from "../../common/admin-locale.ts";
import { isLocaleCode } from "../../common/locales.ts";

/** One import file per locale folder of `dir`, its areas under `admin`; none when there is no such folder. */
export function adminSeedFiles(dir = join("locales", ADMIN_NAMESPACE)) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((code) => isLocaleCode(code) && statSync(join(dir, code)).isDirectory())
    .sort()
    .map((code) => {
      const areas = {};
      for (const file of readdirSync(join(dir, code))
        .filter((f) => f.endsWith(".json"))
        .sort()) {
        const path = join(dir, code, file);
        try {
          areas[file.slice(0, -".json".length)] = JSON.parse(readFileSync(path, "utf8"));
        } catch (error) {
          throw new Error(`${path}: ${error.message}`);
        }
      }
      const content = JSON.stringify({ [ADMIN_NAMESPACE]: areas }, null, 2);
      return { name: join(dir, code), format: "nested-json", content, locale: code };
    });
}
