export { adminMessageReader } from "./admin-messages";
export { asksForInContext, inContextCookie, inContextPage, inContextTags } from "./in-context";
export { markPending, PendingTexts } from "./in-context-pending";
export { messageSource } from "./messages";
export { pageCacheKeyOf } from "./page-cache-key";
export { createPreview, overlayDrafts, PREVIEW_PARAM, type PreviewRecord, readPreview } from "./preview";
