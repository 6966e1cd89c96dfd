import type { AdminI18n } from "../admin-i18n/translator";
import type { RuntimeLabels } from "../lib/runtime-labels";

/**
 * The client runtime's controls (the color-mode toggle, the new-build banner, the progress bar)
 * in the admin's words and language, not the site's (docs/decisions/0087).
 */
export function adminRuntimeLabels(t: AdminI18n["t"]): RuntimeLabels {
  return {
    colorMode: {
      label: t("layout.runtime.colorMode"),
      light: t("layout.runtime.light"),
      dark: t("layout.runtime.dark"),
      system: t("layout.runtime.system"),
      forced: t("layout.runtime.forced"),
    },
    build: {
      available: t("layout.runtime.newVersion"),
      reload: t("layout.runtime.reload"),
      dismiss: t("layout.runtime.dismiss"),
    },
    loading: t("layout.runtime.loadingPage"),
  };
}
