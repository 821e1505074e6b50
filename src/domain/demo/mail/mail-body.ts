/**
 * Mail bodies arrive as HTML. Rather than injecting it, we parse it into a small tree of
 * allow-listed nodes that the UI renders as React elements: no script, handler or style survives.
 */
export type SafeTag = 'p' | 'br' | 'strong' | 'em' | 'u' | 'ul' | 'ol' | 'li' | 'blockquote' | 'a' | 'span' | 'div';

export type MailNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'element'; readonly tag: SafeTag; readonly href?: string; readonly children: MailNode[] };

const RENAMED = new Map<string, SafeTag>([
  ['b', 'strong'],
  ['i', 'em'],
]);
const ALLOWED = new Set<string>(['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'div']);
// Their content is code or markup, never readable text, so it goes with the tag.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'head',
]);
// A Map, not an object: `&constructor;` must not find Object.prototype's members.
const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES.get(body.toLowerCase()) ?? whole;
  });
}

/** Only web and mail links survive; `javascript:`, `data:` and friends are dropped. */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  return /^(https?:\/\/|mailto:)/i.test(cleaned) ? cleaned : undefined;
}

interface OpenElement {
  readonly tag: SafeTag;
  readonly children: MailNode[];
}

/** Deeper elements keep their text but lose their tag, so rendering and previews stay shallow. */
export const MAX_MAIL_DEPTH = 100;

/** What scanning a tag found; one per parse, written over by each tag so that tags allocate nothing. */
interface ScannedTag {
  end: number;
  href: string | undefined;
  selfClosing: boolean;
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57);
// Whitespace as HTML's tokenizer knows it: tab, line feed, form feed, carriage return, space.
const isSpace = (code: number) => code === 9 || code === 10 || code === 12 || code === 13 || code === 32;
const GT = 62;
const SLASH = 47;
const EQUALS = 61;

/**
 * Reads a tag's attributes from `from` (just after its name) to its `>`. Every character is visited once;
 * a quoted value is skipped with one indexOf. Returns false when the input ends inside the tag.
 */
function scanAttributes(html: string, from: number, wantHref: boolean, out: ScannedTag): boolean {
  let href: string | undefined;
  let seenHref = false;
  let selfClosing = false;
  let i = from;
  for (;;) {
    while (i < html.length && (isSpace(html.charCodeAt(i)) || html.charCodeAt(i) === SLASH)) {
      selfClosing = html.charCodeAt(i) === SLASH;
      i++;
    }
    if (i >= html.length) return false;
    if (html.charCodeAt(i) === GT) {
      out.end = i + 1;
      out.href = href;
      out.selfClosing = selfClosing;
      return true;
    }
    selfClosing = false;
    const nameStart = i;
    i++; // a first '=' belongs to the name
    while (i < html.length) {
      const code = html.charCodeAt(i);
      if (isSpace(code) || code === SLASH || code === GT || code === EQUALS) break;
      i++;
    }
    const nameEnd = i;
    while (i < html.length && isSpace(html.charCodeAt(i))) i++;
    if (html.charCodeAt(i) !== EQUALS) continue;
    i++;
    while (i < html.length && isSpace(html.charCodeAt(i))) i++;
    const quote = html[i];
    let valueStart = i;
    let valueEnd: number;
    if (quote === '"' || quote === "'") {
      valueStart = i + 1;
      valueEnd = html.indexOf(quote, valueStart);
      if (valueEnd < 0) return false;
      i = valueEnd + 1;
    } else {
      while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== GT) i++;
      valueEnd = i;
    }
    if (wantHref && !seenHref && nameEnd - nameStart === 4 && html.slice(nameStart, nameEnd).toLowerCase() === 'href') {
      seenHref = true; // the first href counts, as in a browser
      href = safeHref(html.slice(valueStart, valueEnd));
    }
  }
}

const rawTextEnd = new Map([...DROPPED_WITH_CONTENT].map((name) => [name, new RegExp(`</${name}(?![a-z0-9])`, 'gi')]));

/**
 * A single left-to-right pass: text runs, comments, start and end tags. Nothing is scanned twice, so the
 * time grows with the length of the body whatever it holds (unclosed tags, deep nesting, stray quotes).
 */
export function parseMailBody(html: string): MailNode[] {
  const root: MailNode[] = [];
  const stack: OpenElement[] = [];
  const openCount = new Map<string, number>(); // how many of each tag are on the stack
  const tooDeep = new Map<string, number>(); // elements opened past MAX_MAIL_DEPTH, still unclosed
  const current = (): MailNode[] => stack[stack.length - 1]?.children ?? root;
  const pushText = (raw: string) => {
    if (raw === '') return;
    const text = raw.includes('&') ? decodeEntities(raw) : raw;
    if (text !== '') current().push({ kind: 'text', text });
  };
  const close = (tag: string) => {
    if (tooDeep.size > 0) {
      const deep = tooDeep.get(tag) ?? 0;
      if (deep > 0) {
        tooDeep.set(tag, deep - 1);
        return;
      }
    }
    if (!openCount.get(tag)) return; // a stray end tag
    if (tooDeep.size > 0) tooDeep.clear(); // what was opened past the limit sat inside what closes here
    for (let open = stack.pop(); open; open = stack.pop()) {
      openCount.set(open.tag, (openCount.get(open.tag) ?? 1) - 1);
      if (open.tag === tag) return;
    }
  };
  const open = (tag: SafeTag, href: string | undefined) => {
    if (tag === 'br') {
      current().push({ kind: 'element', tag: 'br', children: [] });
      return;
    }
    if (stack.length >= MAX_MAIL_DEPTH) {
      tooDeep.set(tag, (tooDeep.get(tag) ?? 0) + 1);
      return;
    }
    const children: MailNode[] = [];
    current().push(href ? { kind: 'element', tag, href, children } : { kind: 'element', tag, children });
    stack.push({ tag, children });
    openCount.set(tag, (openCount.get(tag) ?? 0) + 1);
  };

  const scanned: ScannedTag = { end: 0, href: undefined, selfClosing: false };
  let textStart = 0;
  let at = html.indexOf('<');
  while (at >= 0) {
    const next = html.charCodeAt(at + 1);
    if (html.startsWith('<!--', at)) {
      pushText(html.slice(textStart, at));
      const end = html.indexOf('-->', at + 4);
      if (end < 0) return root; // an unclosed comment hides the rest
      textStart = end + 3;
      at = html.indexOf('<', textStart);
      continue;
    }
    const closing = next === SLASH;
    const nameStart = closing ? at + 2 : at + 1;
    if (!isLetter(html.charCodeAt(nameStart))) {
      at = html.indexOf('<', at + 1); // a lone '<' is text
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < html.length && isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const tag = RENAMED.get(name) ?? name;
    if (!scanAttributes(html, nameEnd, !closing && tag === 'a', scanned)) break; // the rest is shown as text
    pushText(html.slice(textStart, at));
    textStart = scanned.end;
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !scanned.selfClosing) {
        const endTag = rawTextEnd.get(name)!;
        endTag.lastIndex = textStart;
        const found = endTag.exec(html);
        const after = found ? html.indexOf('>', found.index) : -1;
        if (after < 0) return root; // never closed: its content runs to the end and goes with it
        textStart = after + 1;
      }
    } else if (closing) {
      close(tag);
    } else if (ALLOWED.has(tag)) {
      open(tag as SafeTag, scanned.href);
    } // an unknown tag: its text stays, the tag goes
    at = html.indexOf('<', textStart);
  }
  pushText(html.slice(textStart));
  return root;
}

/** Plain text of a body, for previews in the list. */
export function mailPreview(html: string, maxLength = 120): string {
  const flatten = (nodes: readonly MailNode[]): string =>
    nodes.map((n) => (n.kind === 'text' ? n.text : ` ${flatten(n.children)} `)).join('');
  const text = flatten(parseMailBody(html)).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
