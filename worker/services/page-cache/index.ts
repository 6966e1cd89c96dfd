export { retirePublishedPages, schedulePurge, zonePurgeOf } from "./cache-purge";
export {
  CACHE_TAG_HEADER,
  configTag,
  isCacheablePageRequest,
  isStorable,
  PAGE_CACHE_HEADER,
  type PageCacheStatus,
  pageCacheKey,
  pageTag,
} from "./page-cache";
export { answerFromCache, locationGeneration, lookUpPage, storePage } from "./page-store";
