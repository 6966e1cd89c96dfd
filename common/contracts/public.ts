import * as v from "valibot";
import { localeCode } from "./fields";

/** Requests of the public API (`/api/i18n`, `/api/icons`) and the build files (`/_app`). */

/** GET `/api/i18n/:locale` */
export const messagesParams = v.object({ locale: localeCode });

/** An Iconify set's prefix (`lucide`), as `/api/icons/{version}/{prefix}.json` names it. */
export const iconParams = v.object({
  version: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, "must be a build version")),
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}\.json$/, "must be an icon set prefix followed by .json")),
});

/** The most icon names one request may ask for: a page's icons, with room to spare. */
export const MAX_ICON_NAMES = 200;

/** `?icons=a,b`: icon names, comma-separated. */
export const iconQuery = v.object({
  icons: v.pipe(
    v.string("must list icon names, comma-separated"),
    v.transform((s) => [...new Set(s.split(",").filter(Boolean))]),
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, "must be icon names (a-z, 0-9, -)"))),
    v.minLength(1, "must list icon names, comma-separated"),
    v.maxLength(MAX_ICON_NAMES, `must list at most ${MAX_ICON_NAMES} icon names`),
  ),
});

/** GET `/_app/builds/:file`: a build id followed by `.json`. */
export const buildParams = v.object({
  file: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}\.json$/, "must be a build id followed by .json")),
});
