/**
 * Mail bodies arrive as HTML. Rather than injecting it, we parse it into a small tree of
 * allow-listed nodes that the UI renders as React elements: no script, handler or style survives.
 */
export type SafeTag = 'p' | 'br' | 'strong' | 'em' | 'u' | 'ul' | 'ol' | 'li' | 'blockquote' | 'a' | 'span' | 'div';

export type MailNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'element'; readonly tag: SafeTag; readonly href?: string; readonly children: MailNode[] };

const RENAMED: Record<string, SafeTag> = { b: 'strong', i: 'em' };
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
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Only web and mail links survive; `javascript:`, `data:` and friends are dropped. */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  return /^(https?:\/\/|mailto:)/i.test(cleaned) ? cleaned : undefined;
}

function readHref(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!match) return undefined;
  return safeHref(match[2] ?? match[3] ?? match[4] ?? '');
}

interface OpenElement {
  readonly tag: string;
  readonly children: MailNode[];
}

export function parseMailBody(html: string): MailNode[] {
  const root: MailNode[] = [];
  const stack: OpenElement[] = [];
  let skipping: string | null = null;
  const current = (): MailNode[] => stack[stack.length - 1]?.children ?? root;
  const pushText = (raw: string) => {
    if (skipping || raw === '') return;
    const text = decodeEntities(raw);
    if (text !== '') current().push({ kind: 'text', text });
  };

  const token = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    pushText(html.slice(last, m.index));
    last = token.lastIndex;
    if (m[2] === undefined) continue; // a comment
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[3] ?? '')) skipping = name;
      continue;
    }
    const tag = RENAMED[name] ?? name;
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (!ALLOWED.has(tag)) continue; // unknown tag: keep its text, drop the tag
    const safeTag = tag as SafeTag;
    if (safeTag === 'br') {
      current().push({ kind: 'element', tag: 'br', children: [] });
      continue;
    }
    const children: MailNode[] = [];
    const href = safeTag === 'a' ? readHref(m[3] ?? '') : undefined;
    const node = { kind: 'element' as const, tag: safeTag, children, ...(href ? { href } : {}) };
    current().push(node);
    stack.push({ tag: safeTag, children });
  }
  pushText(html.slice(last));
  return root;
}

/** Plain text of a body, for previews in the list. */
export function mailPreview(html: string, maxLength = 120): string {
  const flatten = (nodes: readonly MailNode[]): string =>
    nodes.map((n) => (n.kind === 'text' ? n.text : ` ${flatten(n.children)} `)).join('');
  const text = flatten(parseMailBody(html)).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
