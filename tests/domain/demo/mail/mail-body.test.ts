import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  mailPreview,
  MAX_MAIL_DEPTH,
  parseMailBody,
  safeHref,
  type MailNode,
} from '../../../../src/domain/demo/mail/mail-body';

function depthOf(nodes: readonly MailNode[]): number {
  let depth = 0;
  let level: readonly MailNode[] = nodes;
  for (;;) {
    const element = level.find((n) => n.kind === 'element');
    if (!element || element.kind !== 'element') return depth;
    depth++;
    level = element.children;
  }
}

function textOf(nodes: readonly MailNode[]): string {
  let text = '';
  const pending: MailNode[] = [...nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.kind === 'text') text += node.text;
    else pending.push(...[...node.children].reverse());
  }
  return text;
}

describe('parseMailBody', () => {
  it('keeps allowed formatting as a tree', () => {
    expect(parseMailBody('<p>Hello <b>team</b><br>bye</p>')).toEqual([
      {
        kind: 'element',
        tag: 'p',
        children: [
          { kind: 'text', text: 'Hello ' },
          { kind: 'element', tag: 'strong', children: [{ kind: 'text', text: 'team' }] },
          { kind: 'element', tag: 'br', children: [] },
          { kind: 'text', text: 'bye' },
        ],
      },
    ]);
  });
  it('drops scripts and styles with their content', () => {
    expect(parseMailBody('a<script>alert(1)</script>b<style>p{}</style>c')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'b' },
      { kind: 'text', text: 'c' },
    ]);
  });
  it('drops event handler attributes and unknown tags but keeps their text', () => {
    const out = parseMailBody('<img src=x onerror="alert(1)"><font onclick="x()">ok</font>');
    expect(out).toEqual([{ kind: 'text', text: 'ok' }]);
  });
  it('keeps http links and strips javascript: links', () => {
    const [good] = parseMailBody('<a href="https://port.test/x?a=1&amp;b=2" onclick="x()">site</a>');
    expect(good).toEqual({
      kind: 'element',
      tag: 'a',
      href: 'https://port.test/x?a=1&b=2',
      children: [{ kind: 'text', text: 'site' }],
    });
    const [bad] = parseMailBody("<a href='java\tscript:alert(1)'>x</a>");
    expect(bad).toEqual({ kind: 'element', tag: 'a', children: [{ kind: 'text', text: 'x' }] });
  });
  it('does not let an attribute value containing > end the tag early', () => {
    expect(parseMailBody('<a title="a>b" href="mailto:x@y.test">m</a>')[0]).toMatchObject({ href: 'mailto:x@y.test' });
  });
  it('leaves markup-looking text as text for escaping by the renderer', () => {
    expect(parseMailBody('1 &lt;script&gt; 2')).toEqual([{ kind: 'text', text: '1 <script> 2' }]);
  });
  it('removes comments and tolerates unclosed tags', () => {
    expect(parseMailBody('<!-- hidden --><p>open')).toEqual([
      { kind: 'element', tag: 'p', children: [{ kind: 'text', text: 'open' }] },
    ]);
  });
  it('drops svg with its handlers and content, however the tag is written', () => {
    expect(parseMailBody('a<svg onload="alert(1)"><a href="https://x.test">t</a></svg>b')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'b' },
    ]);
    expect(parseMailBody('a<SVG/onload=alert(1)>b</svg >c')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'c' },
    ]);
    expect(parseMailBody('a<svg onload=alert(1)>never closed')).toEqual([{ kind: 'text', text: 'a' }]);
  });
  it('strips javascript: links hidden by entities, tabs and case', () => {
    for (const href of ['jav&#x09;ascript:alert(1)', 'jav&#9;ascript:alert(1)', '&#x6A;avascript:x', 'JaVaScRiPt:x']) {
      const [link] = parseMailBody(`<a href="${href}">x</a>`);
      expect(link).toEqual({ kind: 'element', tag: 'a', children: [{ kind: 'text', text: 'x' }] });
    }
  });
  it('reads href only from a real attribute, not from inside another attribute value', () => {
    const [link] = parseMailBody('<a title="see href=javascript:x" href="https://ok.test">x</a>');
    expect(link).toMatchObject({ href: 'https://ok.test' });
    expect(parseMailBody("<a href=https://a.test/it's>t</a>")[0]).toMatchObject({ href: "https://a.test/it's" });
  });
  it('ends a script at its end tag even when the code inside looks like a tag', () => {
    expect(parseMailBody('a<script>if (x<b) y("</p>")</script>c')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'c' },
    ]);
  });
  it('shows a tag the body ends inside as text', () => {
    expect(parseMailBody('<p>a <a title="x>b')).toEqual([
      { kind: 'element', tag: 'p', children: [{ kind: 'text', text: 'a <a title="x>b' }] },
    ]);
  });
  it('keeps 32 KB of "<a" as the text it is', () => {
    const body = '<a'.repeat(16_384);
    expect(parseMailBody(body)).toEqual([{ kind: 'text', text: body }]);
  });
  it('keeps the text of 10,000 nested elements but only the first levels of tags', () => {
    const body = `${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}after`;
    const nodes = parseMailBody(body);
    expect(depthOf(nodes)).toBe(MAX_MAIL_DEPTH);
    expect(textOf(nodes)).toBe('deepafter');
    // The end tags of the levels past the limit close nothing: "after" lands outside all of them.
    expect(nodes[nodes.length - 1]).toEqual({ kind: 'text', text: 'after' });
  });
  it('closes every element an end tag skips over', () => {
    expect(parseMailBody('<b><i>x</b>y')).toEqual([
      {
        kind: 'element',
        tag: 'strong',
        children: [{ kind: 'element', tag: 'em', children: [{ kind: 'text', text: 'x' }] }],
      },
      { kind: 'text', text: 'y' },
    ]);
  });
  it('ignores a stray closing tag', () => {
    expect(parseMailBody('x</p>y')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: 'y' },
    ]);
  });
});

describe('helpers', () => {
  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#65;&#x42;&amp;&unknown;')).toBe('AB&&unknown;');
    expect(decodeEntities('&constructor;&toString;')).toBe('&constructor;&toString;');
    expect(parseMailBody('<constructor>x</constructor>')).toEqual([{ kind: 'text', text: 'x' }]);
  });
  it('accepts only web and mail links', () => {
    expect(safeHref(' https://a.test ')).toBe('https://a.test');
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('&#106;avascript:alert(1)')).toBeUndefined();
  });
  it('gives a flattened, shortened preview', () => {
    expect(mailPreview('<p>Hello</p><p>world</p>')).toBe('Hello world');
    expect(mailPreview('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
