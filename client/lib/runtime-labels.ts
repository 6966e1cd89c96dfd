import type { Translate } from "../i18n/messages";

/** The words of the client runtime's controls: the color-mode toggle, the new-build banner, the progress bar. */
export interface RuntimeLabels {
  colorMode: { label: string; light: string; dark: string; system: string; forced: string };
  build: { available: string; reload: string; dismiss: string };
  loading: string;
}

/** The admin area speaks English (its routes force `lang="en"`). */
export const ENGLISH_RUNTIME_LABELS: RuntimeLabels = {
  colorMode: {
    label: "Color mode",
    light: "Light",
    dark: "Dark",
    system: "System",
    forced: "This page has a fixed color mode.",
  },
  build: { available: "A new version of this site is available.", reload: "Reload", dismiss: "Dismiss" },
  loading: "Loading page",
};

/** The same words from the visitor's messages (locales/*.json `runtime.*`). */
export function runtimeLabels(t: Translate): RuntimeLabels {
  return {
    colorMode: {
      label: t("runtime.colorMode.label"),
      light: t("runtime.colorMode.light"),
      dark: t("runtime.colorMode.dark"),
      system: t("runtime.colorMode.system"),
      forced: t("runtime.colorMode.forced"),
    },
    build: {
      available: t("runtime.build.available"),
      reload: t("runtime.build.reload"),
      dismiss: t("runtime.build.dismiss"),
    },
    loading: t("runtime.loading"),
  };
}
