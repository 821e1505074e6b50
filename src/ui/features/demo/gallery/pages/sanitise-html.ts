import { safeHref } from '../../../../../domain/demo/mail/mail-body';

/**
 * A strict allow-list sanitiser for the editor's preview (DOMPurify is not a dependency): the HTML is parsed into an
 * inert document (DOMParser runs no script and loads nothing), then copied node by node into a fresh tree that keeps
 * only the tags below, no attribute but a link's web or mail address, and text as text. Anything else is unwrapped
 * (its text kept) or, for code-bearing elements, dropped with its content.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'span',
]);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'head',
  'xmp',
  'plaintext',
  'select',
  'option',
  'form',
]);
/** Deeper elements keep their text but lose their tag. */
const MAX_DEPTH = 50;

function copyInto(target: Node, source: Node, out: Document, depth: number): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(out.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!ALLOWED.has(tag) || depth >= MAX_DEPTH) {
      copyInto(target, element, out, depth);
      continue;
    }
    const clean = out.createElement(tag);
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href') ?? '');
      if (href) {
        clean.setAttribute('href', href);
        clean.setAttribute('rel', 'noopener noreferrer nofollow');
        clean.setAttribute('target', '_blank');
      }
    }
    copyInto(clean, element, out, depth + 1);
    target.appendChild(clean);
  }
}

/** The HTML with only the allow-listed tags and safe links left, as a string to preview. */
export function sanitiseHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyInto(root, parsed.body, out, 0);
  return root.innerHTML;
}
