import type { AdminMessageBundle } from "../../common/admin-locale";
import type { AdminPageConfig } from "../../common/contracts/app-config";
import { emptyBundle } from "../../common/icu/types";

/**
 * The admin's messages the page was rendered with, from their immutable URL (the document's
 * head preloads it, and the browser's cache keeps it until a change is published). Should the
 * request fail, the page hydrates with none: every message then shows its name rather than the
 * app not starting, and the next page load tries again.
 */
export async function loadAdminMessages(admin: AdminPageConfig): Promise<AdminMessageBundle> {
  try {
    const res = await fetch(admin.messages, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as Partial<AdminMessageBundle>;
    return {
      locale: admin.locale,
      current: Object.assign(emptyBundle(), body.current),
      fallback: Object.assign(emptyBundle(), body.fallback),
    };
  } catch (error) {
    console.error("admin messages:", error);
    return { locale: admin.locale, current: emptyBundle(), fallback: emptyBundle() };
  }
}
