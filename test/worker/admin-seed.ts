import type { AdminMessageBundle } from "../../common/admin-locale";
import { ADMIN_NAMESPACE } from "../../common/admin-locale";
import { flatten, type Nested } from "../../common/flatten";
import { compileBundle } from "../../common/icu/compile";
import common from "../../locales/admin/en/common.json";
import layout from "../../locales/admin/en/layout.json";

/**
 * The admin's English seed messages of the frame's areas (locales/admin/en/), compiled as a page
 * gets them, for components rendered on their own in workerd (which has no file system to read
 * the rest from).
 */
export function englishAdminBundle(): AdminMessageBundle {
  const messages = compileBundle(Object.entries(flatten({ common, layout } as Nested, ADMIN_NAMESPACE))).messages;
  return { locale: "en", current: messages, fallback: messages };
}
