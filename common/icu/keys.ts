/**
 * The key name rule as the importers know it: since docs/decisions/0069-one-key-rule.md it is
 * the store's one rule (common/text.ts `keyNameError`), so whatever a file brings in, the editor
 * and the API can save, rename and delete.
 */
export { keyNameError as keyNameProblem, MAX_KEY_LENGTH as MAX_KEY_NAME_LENGTH } from "../text.ts";
