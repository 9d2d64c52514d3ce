// HTML reading for the two scraped sites (Yahoo Auctions search pages, Suruga-ya pages), on the
// node-html-parser library: the parse options the adapters rely on, plus the two text views the
// parsers need (collapsed visible text, and text with line breaks) and the `__NEXT_DATA__` JSON.
// Elements are the library's `HTMLElement`; the adapters query them with `querySelector(All)`
// (css-select) and read attributes with `getAttribute` (entities decoded). Unlike a browser, a
// query from an element matches only inside it: `card.querySelector('.title a')` needs the
// `.title` inside the card too.

import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';

export type { HTMLElement } from 'node-html-parser';

const PARSE_OPTIONS = {
  // Comments are dropped, so `510<!-- -->円` reads as `510円`.
  comment: false,
  // Raw-text elements: their content is text, never markup (a `<` in a script is not a tag).
  // <noscript> and <pre> are parsed as markup (the library's default treats them as raw text).
  blockTextElements: { script: true, style: true, textarea: true, title: true },
  // An end tag closes everything opened after its start tag (`<div><span>a</div>` closes both),
  // and a stray end tag is ignored.
  closeAllByClosing: true,
  // Elements the body leaves open stay where they are: a body cut off inside a result card still
  // has that card, so it fails as unreadable instead of passing for an empty result.
  parseNoneClosedTags: true,
};

/** Parses a whole page or a fragment; the root is a container element without a tag. Never throws. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, PARSE_OPTIONS);
}

/** Lower-case tag name; '' for the root and for text. */
export function tagOf(node: Node): string {
  return node.nodeType === NodeType.ELEMENT_NODE ? (node.rawTagName ?? '').toLowerCase() : '';
}

const HIDDEN_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/** The text as a reader sees it: script/style content left out, whitespace collapsed, trimmed. */
export function textOf(node: Node | null | undefined): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === NodeType.TEXT_NODE) {
      parts.push(n.text);
      return;
    }
    if (n.nodeType !== NodeType.ELEMENT_NODE || HIDDEN_TEXT.has(tagOf(n))) return;
    for (const child of n.childNodes) walk(child);
  };
  walk(node);
  return parts.join('').replace(/[\s\u00a0]+/g, ' ').trim();
}

const BLOCK_TEXT = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tr', 'ul',
]);

/** The text of a node with line breaks where <br> and block elements are (see htmlToText). */
export function textWithBreaks(root: Node | null | undefined): string {
  if (!root) return '';
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text.replace(/[ \t\r\n\f]+/g, ' '));
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const tag = tagOf(node);
    if (HIDDEN_TEXT.has(tag)) return;
    if (tag === 'br') {
      parts.push('\n');
      return;
    }
    const block = BLOCK_TEXT.has(tag);
    if (block) parts.push('\n');
    for (const child of node.childNodes) walk(child);
    if (block) parts.push('\n');
  };
  walk(root);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Plain text of an HTML fragment (a seller's item description): line breaks where <br> and block
 * elements were, tags and scripts dropped, references decoded. The result is text, never markup,
 * so it can be shown without an HTML sanitiser.
 */
export function htmlToText(html: string): string {
  return textWithBreaks(parseHtml(html));
}

/**
 * The JSON of a Next.js page (`<script id="__NEXT_DATA__" type="application/json">`), or null.
 * Found with one pattern rather than a parse of the whole page: it is the only thing read from an
 * item page, and Next.js escapes `<` inside it, so the first `</script>` ends it.
 */
export function nextDataOf(html: string): unknown {
  const match = /<script\b[^>]*\bid\s*=\s*["']__NEXT_DATA__["'][^>]*>([\s\S]*?)<\/script\s*>/i.exec(html);
  if (!match?.[1]) return null;
  try {
    return JSON.parse(match[1]) as unknown;
  } catch {
    return null;
  }
}
