export type TokenKind = 'keyword' | 'string' | 'number' | 'comment' | 'plain';
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

const KEYWORDS = new Set([
  'export',
  'function',
  'return',
  'const',
  'let',
  'readonly',
  'import',
  'from',
  'type',
  'interface',
  'true',
  'false',
  'null',
  'if',
  'else',
  'new',
]);
const PATTERN = /(\/\/[^\n]*)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

/** A deliberately small highlighter for the demo: comments, strings, numbers and keywords. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of code.matchAll(PATTERN)) {
    const index = match.index;
    if (index > last) tokens.push({ kind: 'plain', text: code.slice(last, index) });
    const [text, comment, string, number] = match;
    const kind: TokenKind = comment
      ? 'comment'
      : string
        ? 'string'
        : number
          ? 'number'
          : KEYWORDS.has(text)
            ? 'keyword'
            : 'plain';
    tokens.push({ kind, text });
    last = index + text.length;
  }
  if (last < code.length) tokens.push({ kind: 'plain', text: code.slice(last) });
  return tokens;
}
