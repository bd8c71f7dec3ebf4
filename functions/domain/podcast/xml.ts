/**
 * An XML document written from plain objects: a key names a child element
 * (an array repeats it), `@_name` keys are attributes, `#text` is the text of
 * an element that also has attributes. Text and attributes are escaped, an
 * element with neither text nor children is written empty (`<x/>`), and
 * children are indented by two spaces.
 */
export type XmlContent = string | XmlElement | XmlElement[];
export interface XmlElement {
  [key: string]: XmlContent;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe in XML and HTML, as content or as a quoted attribute value. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function elementLines(name: string, content: XmlContent, indent: string): string[] {
  if (Array.isArray(content)) return content.flatMap((each) => elementLines(name, each, indent));
  const fields = typeof content === 'string' ? { '#text': content } : content;
  let open = `<${name}`;
  let text = '';
  const children: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (key === '#text') text = escapeMarkup(value as string);
    else if (key.startsWith('@_')) open += ` ${key.slice(2)}="${escapeMarkup(value as string)}"`;
    else children.push(...elementLines(key, value, `${indent}  `));
  }
  if (children.length) return [`${indent}${open}>`, ...children, `${indent}</${name}>`];
  return [text ? `${indent}${open}>${text}</${name}>` : `${indent}${open}/>`];
}

/** The document with its XML declaration (UTF-8) and one root element. */
export function renderXml(rootName: string, root: XmlElement): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...elementLines(rootName, root, '')].join('\n') + '\n';
}
