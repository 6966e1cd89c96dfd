import type { FormEvent } from "react";
import { COLOR_MODE_FORM_PATH } from "../../common/app-paths";
import { COLOR_MODE_PREFERENCES, type ColorModePreference, parseColorModePreference } from "../../common/color-mode";
import type { IconName } from "../../common/icons";
import { useColorMode } from "../lib/color-mode";
import { ENGLISH_RUNTIME_LABELS, type RuntimeLabels } from "../lib/runtime-labels";
import { InlineIcon } from "./InlineIcon";

const ICONS: Record<ColorModePreference, IconName> = {
  light: "lucide:sun",
  dark: "lucide:moon",
  system: "lucide:monitor",
};

/**
 * Light / dark / system, as three toggle buttons in a labelled group. It is a
 * form posting to the worker, so it works before JavaScript has loaded; once
 * hydrated it switches in place. On a page that forces a mode it is disabled.
 */
export function ColorModeToggle({
  labels = ENGLISH_RUNTIME_LABELS.colorMode,
  redirect,
}: {
  labels?: RuntimeLabels["colorMode"];
  /** Where the form's answer sends the visitor back to: this page's path and query. */
  redirect: string;
}) {
  const { preference, setPreference, forced, system } = useColorMode();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setPreference(parseColorModePreference(submitter?.value));
  }

  return (
    <form className="color-mode" method="post" action={COLOR_MODE_FORM_PATH} onSubmit={onSubmit}>
      <input type="hidden" name="redirect" value={redirect} />
      <fieldset disabled={Boolean(forced)} title={forced ? labels.forced : undefined}>
        <legend className="visually-hidden">{labels.label}</legend>
        {COLOR_MODE_PREFERENCES.map((mode) => {
          // With `system`, say which mode the OS currently gives (known once the browser runs).
          const name = mode === "system" && system ? `${labels.system} (${labels[system]})` : labels[mode];
          return (
            <button key={mode} type="submit" name="mode" value={mode} aria-pressed={preference === mode} title={name}>
              <InlineIcon name={ICONS[mode]} />
              <span className="visually-hidden">{name}</span>
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}
