import { visibleLength } from "./max-length.ts";
import { parseMessage } from "./parse.ts";
import { visibleText } from "./visible.ts";

/** The rendered length the `max-length` check counts (null when the text does not parse): the editor's live count. */
export function textLength(text: string): number | null {
  const { ast } = parseMessage(text);
  return ast ? visibleLength(visibleText(ast)) : null;
}
