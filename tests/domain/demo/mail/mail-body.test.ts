import { describe, expect, it } from 'vitest';
import { decodeEntities, mailPreview, parseMailBody, safeHref } from '../../../../src/domain/demo/mail/mail-body';

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
