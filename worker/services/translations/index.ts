export { runBulk } from "./bulk/run";
export { wholeChunks } from "./bulk/write";
export { changesById } from "./changes";
export { addComment, deleteComment, listComments, resolveComment } from "./comments";
export { deleteKeys } from "./delete-keys";
export { dismissWarning, undoDismissal } from "./dismissals";
export { exportTranslations, importRequest } from "./import-export";
export { ImportRefused } from "./import-translations";
export { createKey, deleteKey, updateKey } from "./keys";
export { keyLimits, limitOf } from "./limits";
export { listPage } from "./list-page";
export { translationProblems } from "./problems";
export { publishAfterWrite, publishResult, publishStatus } from "./publish";
export { keyDetail, listFilter } from "./query";
export { recheckPage } from "./recheck";
export {
  type KeysRecheck,
  keysWithText,
  queueRechecks,
  type RecheckMessage,
  recheckKeys,
  recheckQueued,
} from "./recheck-keys";
export { approveTranslation, confirmTranslation, requestChanges, reviewedOnlyLocales, setReviewedOnly } from "./review";
export { BUMP_REVISION } from "./revision";
export { translationStats } from "./stats";
export {
  historyOfEntry,
  keyId,
  readTranslation,
  revertPreview,
  revertTranslation,
  saveTranslation,
  type TranslationBindings,
} from "./translation-sql";
export { listImports, undoImport, undoPreview } from "./undo";
export { prepareAll, THIS_RUN, writeTexts } from "./write";
