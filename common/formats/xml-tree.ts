import type { XmlElement, XmlText } from "./xml.ts";

/** Small readers over the tree of ./xml.ts. */

/** The child elements of `element`, optionally only those named `name`. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (c): c is XmlElement => c.type === "element" && (name === undefined || c.name === name),
  );
}

/** The first child element named `name`. */
export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** All text inside `element`, its descendants' included, in document order. */
export function textContent(element: XmlElement): string {
  let out = "";
  const stack: (XmlElement | XmlText)[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as XmlElement | XmlText;
    if (node.type === "text") out += node.value;
    else for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as XmlElement | XmlText);
  }
  return out;
}

/** The elements named `name` anywhere below `element` (not inside a match), in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack = [...childElements(element)].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as XmlElement;
    if (node.name === name) found.push(node);
    else stack.push(...childElements(node).reverse());
  }
  return found;
}
