export { guardD1 } from "./d1-guard";
export { adminD1, BOOKMARK_COOKIE } from "./d1-session";
