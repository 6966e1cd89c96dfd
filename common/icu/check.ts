/**
 * Two names client/pages/translation/ still imports from here (icu-tools.ts, plural-samples.ts):
 * the rest of the code imports common/checks/ directly. When those two name
 * common/checks/run.ts (`runChecks`) and common/checks/parse.ts, this file goes.
 */
export { parseMessage } from "../checks/parse.ts";
export { runChecks as checkMessage } from "../checks/run.ts";
