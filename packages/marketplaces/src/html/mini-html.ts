// A deliberately small, forgiving HTML reader for the two scraped sites (Yahoo Auctions search
// results and Suruga-ya pages): it builds an element tree and answers simple CSS selectors.
//
// Why not a library: no HTML parser is a declared dependency of this repository. parse5 sits in
// node_modules only as a development-time dependency of jsdom (the lockfile marks it `dev`), so
// importing it from runtime code would break a production install (`npm ci --omit=dev`); adding a
// dependency is the lead's call (see the report). The recommendation is to replace this file with
// parse5 or node-html-parser once one is declared; the adapters only use the functions below.
//
// What it does, and the limits that come with the size:
// - tags, attributes (double-, single- or un-quoted, boolean), comments (dropped, so
//   `510<!-- -->円` reads as `510円`), doctype, void elements, self-closing syntax;
// - raw text in <script>, <style>, <textarea>, <title> (a `<` inside a script is not a tag);
// - the implied end tags real pages rely on: an open <p> closes before a block element, <li>,
//   <dt>/<dd>, <tr>, <td>/<th> and <option> close their open sibling; a stray end tag is ignored,
//   an end tag closes everything opened after its start tag;
// - character references: decimal, hex and the common named ones (&amp; &nbsp; &yen; ...);
// - selectors: type, `.class`, `#id`, `[attr]`, `[attr=value]` (also ~= ^= $= *=), `*`,
//   descendant (space) and child (`>`) combinators, and comma lists. No pseudo-classes.
// It does not do the full HTML5 tree construction (no foster parenting of table content, no
// adoption agency for misnested formatting tags, no implied <html>/<head>/<body>). Those only
// change the tree of malformed markup; the adapters read cards by class names and attributes, and
// the tests run it on recorded markup of both sites.

export interface HtmlText {
  type: 'text';
  text: string;
  parent: HtmlElement | null;
}

export interface HtmlElement {
  type: 'element';
  /** Lower-case tag name; `#document` for the root. */
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}

export type HtmlNode = HtmlElement | HtmlText;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Start tags that close an open <p> (HTML "closes a p element in button scope"). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'menu', 'nav',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul',
]);
const P_SCOPE_BOUNDARY = new Set(['button', 'table', 'td', 'th', 'caption', 'object', 'template', 'html']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', yen: '\u00a5', copy: '\u00a9', reg: '\u00ae',
  trade: '\u2122', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013', times: '\u00d7', divide: '\u00f7',
  middot: '\u00b7', bull: '\u2022', laquo: '\u00ab', raquo: '\u00bb', lsquo: '\u2018', rsquo: '\u2019',
  ldquo: '\u201c', rdquo: '\u201d', deg: '\u00b0', plusmn: '\u00b1', sup2: '\u00b2', sup3: '\u00b3',
  frac12: '\u00bd', frac14: '\u00bc', frac34: '\u00be', euro: '\u20ac', pound: '\u00a3', cent: '\u00a2',
  sect: '\u00a7', para: '\u00b6', larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193',
  hearts: '\u2665', star: '\u2606', starf: '\u2605', check: '\u2713', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
};

/** Decodes character references in text or an attribute value. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31})(;?)/g, (whole, ref: string, semi: string, offset: number, all: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref];
    if (named === undefined) return whole;
    if (!semi) {
      // Without `;` only decode when the name is not glued to more name characters or `=`
      // (`?a=1&copy=2` in a URL stays as written, as browsers do in attributes).
      const next = all[offset + whole.length];
      if (next !== undefined && /[=A-Za-z0-9]/.test(next)) return whole;
    }
    return named;
  });
}

function element(tag: string, attrs: Record<string, string>, parent: HtmlElement | null): HtmlElement {
  return { type: 'element', tag, attrs, children: [], parent };
}

const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const END_TAG = /<\/([a-zA-Z][^\s/>]*)[^>]*>/y;

/** Parses a whole page or a fragment into a tree under a `#document` root. Never throws. */
export function parseHtml(html: string): HtmlElement {
  const root = element('#document', {}, null);
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  const addText = (text: string) => {
    if (!text) return;
    const parent = current();
    const last = parent.children[parent.children.length - 1];
    if (last && last.type === 'text') last.text += text;
    else parent.children.push({ type: 'text', text, parent });
  };
  /** Pops up to and including the nearest open `tag`, looking no further than a boundary. */
  const closeOpen = (tags: ReadonlySet<string>, boundaries: ReadonlySet<string>): void => {
    for (let i = stack.length - 1; i > 0; i -= 1) {
      const open = stack[i];
      if (!open) break;
      if (tags.has(open.tag)) {
        stack.length = i;
        return;
      }
      if (boundaries.has(open.tag)) return;
    }
  };

  const length = html.length;
  let i = 0;
  while (i < length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      addText(decodeEntities(html.slice(i)));
      break;
    }
    if (lt > i) addText(decodeEntities(html.slice(i, lt)));
    i = lt;

    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? length : end + 3;
      continue;
    }
    const next = html[i + 1] ?? '';
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', i + 2);
      i = end === -1 ? length : end + 1;
      continue;
    }
    if (next === '/') {
      END_TAG.lastIndex = i;
      const match = END_TAG.exec(html);
      if (!match) {
        addText('<');
        i += 1;
        continue;
      }
      i = END_TAG.lastIndex;
      const tag = (match[1] ?? '').toLowerCase();
      for (let s = stack.length - 1; s > 0; s -= 1) {
        if (stack[s]?.tag === tag) {
          stack.length = s;
          break;
        }
      }
      continue;
    }
    TAG_NAME.lastIndex = i + 1;
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      addText('<');
      i += 1;
      continue;
    }
    const tag = nameMatch[0].toLowerCase();
    let pos = TAG_NAME.lastIndex;
    const attrs: Record<string, string> = {};
    let selfClosing = false;
    while (pos < length) {
      const ch = html[pos];
      if (ch === '>') {
        pos += 1;
        break;
      }
      if (ch === '/') {
        if (html[pos + 1] === '>') {
          selfClosing = true;
          pos += 2;
          break;
        }
        pos += 1;
        continue;
      }
      ATTRIBUTE.lastIndex = pos;
      const attr = ATTRIBUTE.exec(html);
      if (!attr || ATTRIBUTE.lastIndex === pos) {
        pos += 1;
        continue;
      }
      pos = ATTRIBUTE.lastIndex;
      const name = (attr[1] ?? '').toLowerCase();
      if (name && !(name in attrs)) attrs[name] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    i = pos;

    // Implied end tags.
    if (CLOSES_P.has(tag)) closeOpen(new Set(['p']), P_SCOPE_BOUNDARY);
    if (tag === 'li') closeOpen(new Set(['li']), new Set(['ul', 'ol', 'table', 'td', 'th']));
    if (tag === 'dt' || tag === 'dd') closeOpen(new Set(['dt', 'dd']), new Set(['dl', 'table']));
    if (tag === 'tr') closeOpen(new Set(['tr']), new Set(['table']));
    if (tag === 'td' || tag === 'th') closeOpen(new Set(['td', 'th']), new Set(['tr', 'table']));
    if (tag === 'option') closeOpen(new Set(['option']), new Set(['select', 'datalist']));

    const node = element(tag, attrs, current());
    current().children.push(node);
    if (VOID.has(tag) || selfClosing) continue;
    if (RAW_TEXT.has(tag)) {
      const closer = new RegExp(`</${tag}`, 'ig');
      closer.lastIndex = i;
      const close = closer.exec(html)?.index ?? -1;
      const end = close === -1 ? length : close;
      const raw = html.slice(i, end);
      if (raw) {
        node.children.push({ type: 'text', text: tag === 'script' || tag === 'style' ? raw : decodeEntities(raw), parent: node });
      }
      const gt = close === -1 ? -1 : html.indexOf('>', close);
      i = gt === -1 ? length : gt + 1;
      continue;
    }
    stack.push(node);
  }
  return root;
}

// ---------------------------------------------------------------------------------------------
// Selectors

interface AttributeTest {
  name: string;
  op: '' | '=' | '~=' | '^=' | '$=' | '*=';
  value: string;
}

interface Compound {
  tag: string | null;
  ids: string[];
  classes: string[];
  attrs: AttributeTest[];
}

/** A complex selector, right-most compound first, each with the combinator that leads to the next. */
type Complex = { compound: Compound; combinator: ' ' | '>' }[];

const selectorCache = new Map<string, Complex[]>();

function parseCompound(text: string, selector: string): Compound {
  const compound: Compound = { tag: null, ids: [], classes: [], attrs: [] };
  const re = /([a-zA-Z][\w-]*|\*)|#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:([~^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+)))?\s*\]/gy;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m || re.lastIndex === pos) throw new SyntaxError(`Unsupported selector: ${selector}`);
    pos = re.lastIndex;
    if (m[1]) compound.tag = m[1] === '*' ? null : m[1].toLowerCase();
    else if (m[2]) compound.ids.push(m[2]);
    else if (m[3]) compound.classes.push(m[3]);
    else if (m[4]) {
      compound.attrs.push({
        name: m[4].toLowerCase(),
        op: (m[5] ?? '') as AttributeTest['op'],
        value: m[6] ?? m[7] ?? m[8] ?? '',
      });
    }
  }
  return compound;
}

function parseSelector(selector: string): Complex[] {
  const cached = selectorCache.get(selector);
  if (cached) return cached;
  const groups = selector.split(',').map((group) => {
    const tokens = group.trim().replace(/\s*>\s*/g, ' > ').split(/\s+/).filter(Boolean);
    if (tokens.length === 0) throw new SyntaxError(`Empty selector in: ${selector}`);
    const parts: Complex = [];
    let combinator: ' ' | '>' = ' ';
    for (let t = tokens.length - 1; t >= 0; t -= 1) {
      const token = tokens[t] ?? '';
      if (token === '>') {
        combinator = '>';
        continue;
      }
      if (parts.length > 0) {
        const previous = parts[parts.length - 1];
        if (previous) previous.combinator = combinator;
      }
      parts.push({ compound: parseCompound(token, selector), combinator: ' ' });
      combinator = ' ';
    }
    return parts;
  });
  selectorCache.set(selector, groups);
  return groups;
}

function matchesCompound(el: HtmlElement, compound: Compound): boolean {
  if (compound.tag && el.tag !== compound.tag) return false;
  for (const id of compound.ids) if (el.attrs.id !== id) return false;
  if (compound.classes.length > 0) {
    const classes = (el.attrs.class ?? '').split(/\s+/);
    for (const cls of compound.classes) if (!classes.includes(cls)) return false;
  }
  for (const test of compound.attrs) {
    const value = el.attrs[test.name];
    if (value === undefined) return false;
    switch (test.op) {
      case '':
        break;
      case '=':
        if (value !== test.value) return false;
        break;
      case '~=':
        if (!value.split(/\s+/).includes(test.value)) return false;
        break;
      case '^=':
        if (!test.value || !value.startsWith(test.value)) return false;
        break;
      case '$=':
        if (!test.value || !value.endsWith(test.value)) return false;
        break;
      case '*=':
        if (!test.value || !value.includes(test.value)) return false;
        break;
    }
  }
  return true;
}

function matchesComplex(el: HtmlElement, parts: Complex, index: number, scope: HtmlElement | null): boolean {
  const part = parts[index];
  if (!part || !matchesCompound(el, part.compound)) return false;
  if (index === parts.length - 1) return true;
  const combinator = part.combinator;
  let ancestor = el.parent;
  while (ancestor && ancestor !== scope && ancestor.tag !== '#document') {
    if (matchesComplex(ancestor, parts, index + 1, scope)) return true;
    if (combinator === '>') return false;
    ancestor = ancestor.parent;
  }
  return false;
}

/** True when the element matches the selector (ancestors anywhere in the document count). */
export function matches(el: HtmlElement, selector: string): boolean {
  return parseSelector(selector).some((parts) => matchesComplex(el, parts, 0, null));
}

function* descendants(root: HtmlElement): Generator<HtmlElement> {
  const stack: HtmlNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || node.type !== 'element') continue;
    yield node;
    for (let c = node.children.length - 1; c >= 0; c -= 1) {
      const child = node.children[c];
      if (child) stack.push(child);
    }
  }
}

/**
 * Elements under `root` (not `root` itself) matching the selector, in document order. Like
 * `root.querySelectorAll`, the ancestors in the selector may lie outside `root`.
 */
export function selectAll(root: HtmlElement, selector: string): HtmlElement[] {
  const groups = parseSelector(selector);
  const found: HtmlElement[] = [];
  for (const el of descendants(root)) {
    if (groups.some((parts) => matchesComplex(el, parts, 0, null))) found.push(el);
  }
  return found;
}

export function selectOne(root: HtmlElement, selector: string): HtmlElement | null {
  const groups = parseSelector(selector);
  for (const el of descendants(root)) {
    if (groups.some((parts) => matchesComplex(el, parts, 0, null))) return el;
  }
  return null;
}

/** The nearest ancestor-or-self matching the selector. */
export function closest(el: HtmlElement, selector: string): HtmlElement | null {
  let node: HtmlElement | null = el;
  while (node && node.tag !== '#document') {
    if (matches(node, selector)) return node;
    node = node.parent;
  }
  return null;
}

const HIDDEN_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/** The text as a reader sees it: script/style content left out, whitespace collapsed, trimmed. */
export function textOf(node: HtmlNode | null | undefined): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (n: HtmlNode) => {
    if (n.type === 'text') {
      parts.push(n.text);
      return;
    }
    if (HIDDEN_TEXT.has(n.tag)) return;
    for (const child of n.children) walk(child);
  };
  walk(node);
  return parts.join('').replace(/[\s\u00a0]+/g, ' ').trim();
}

/** The raw text content of an element (for <script> JSON), not collapsed. */
export function rawTextOf(el: HtmlElement | null | undefined): string {
  if (!el) return '';
  return el.children.map((child) => (child.type === 'text' ? child.text : rawTextOf(child))).join('');
}

export function attrOf(el: HtmlElement | null | undefined, name: string): string | null {
  if (!el) return null;
  const value = el.attrs[name.toLowerCase()];
  return value === undefined ? null : value;
}

const BLOCK_TEXT = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tr', 'ul',
]);

/**
 * Plain text of an HTML fragment (a seller's item description): line breaks where <br> and block
 * elements were, tags and scripts dropped, references decoded. The result is text, never markup,
 * so it can be shown without an HTML sanitiser.
 */
export function htmlToText(html: string): string {
  return textWithBreaks(parseHtml(html));
}

/** The text of a node with line breaks where <br> and block elements are (see htmlToText). */
export function textWithBreaks(root: HtmlNode | null | undefined): string {
  if (!root) return '';
  const parts: string[] = [];
  const walk = (node: HtmlNode) => {
    if (node.type === 'text') {
      parts.push(node.text.replace(/[ \t\r\n\f]+/g, ' '));
      return;
    }
    if (HIDDEN_TEXT.has(node.tag)) return;
    if (node.tag === 'br') {
      parts.push('\n');
      return;
    }
    const block = BLOCK_TEXT.has(node.tag);
    if (block) parts.push('\n');
    for (const child of node.children) walk(child);
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

/** The JSON of a Next.js page (`<script id="__NEXT_DATA__" type="application/json">`), or null. */
export function nextDataOf(html: string): unknown {
  const match = /<script\b[^>]*\bid\s*=\s*["']__NEXT_DATA__["'][^>]*>([\s\S]*?)<\/script\s*>/i.exec(html);
  if (!match?.[1]) return null;
  try {
    return JSON.parse(match[1]) as unknown;
  } catch {
    return null;
  }
}
