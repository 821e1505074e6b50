import type { OpenApiDocument, OpenApiOperation } from './openapi-document';

/**
 * A self-contained, readable reference of the OpenAPI document (no scripts, no fonts, nothing fetched): every
 * operation grouped by tag with its parameters, body and answers, schemas written as compact types.
 */
type Schema = Readonly<Record<string, unknown>>;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function limits(schema: Schema): string {
  const notes: string[] = [];
  if (typeof schema.minLength === 'number' && schema.minLength > 0) notes.push(`min ${schema.minLength}`);
  if (typeof schema.maxLength === 'number') notes.push(`max ${schema.maxLength}`);
  // zod's integers carry the safe-integer bounds: only real bounds are worth a reader's attention.
  if (typeof schema.minimum === 'number' && schema.minimum > -Number.MAX_SAFE_INTEGER)
    notes.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER) notes.push(`≤ ${schema.maximum}`);
  if (typeof schema.maxItems === 'number') notes.push(`at most ${schema.maxItems}`);
  if (typeof schema.pattern === 'string') notes.push(`/${schema.pattern}/`);
  return notes.length > 0 ? ` (${notes.join(', ')})` : '';
}

/** A JSON Schema as a short TypeScript-like type, indented for objects. */
export function typeText(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  const pad = '  '.repeat(depth + 1);
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'any';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(union)) return union.map((s) => typeText(s, depth)).join(' | ');
  if (schema.type === 'array') {
    const item = typeText(schema.items as Schema, depth);
    return `${item.includes(' | ') ? `(${item})` : item}[]${limits(schema)}`;
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const keys = Object.keys(properties);
    if (keys.length === 0) {
      const values = schema.additionalProperties as Schema | boolean | undefined;
      return typeof values === 'object' ? `{ [key: string]: ${typeText(values, depth)} }` : 'object';
    }
    const lines = keys.map(
      (key) => `${pad}${key}${required.has(key) ? '' : '?'}: ${typeText(properties[key], depth + 1)}`,
    );
    return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return `${type}${limits(schema)}`;
}

function operationHtml(method: string, path: string, op: OpenApiOperation): string {
  const id = escape(op.operationId);
  const params = op.parameters.map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}${p.explode ? ', repeat the key for many' : ''}</td>` +
      `<td>${p.required ? 'required' : 'optional'}</td><td><code>${escape(typeText(p.schema))}</code></td></tr>`,
  );
  const body = op.requestBody?.content['application/json']?.schema;
  const answers = Object.entries(op.responses).map(([status, answer]) => {
    const content = answer.content ? Object.values(answer.content)[0]?.schema : undefined;
    const shape = content ? `<pre>${escape(typeText(content))}</pre>` : '';
    return `<li><strong>${escape(status)}</strong> ${escape(answer.description)}${shape}</li>`;
  });
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${
    op.security.length > 0 ? ' <span class="lock">bearer token</span>' : ''
  }</h3>
<p>${escape(op.summary).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
${params.length > 0 ? `<table><caption>Parameters</caption><tbody>${params.join('')}</tbody></table>` : ''}
${body ? `<h4>Body</h4><pre>${escape(typeText(body))}</pre>` : ''}
<h4>Answers</h4><ul>${answers.join('')}</ul>
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
main{max-width:960px;margin:0 auto;padding:1rem 1.25rem 4rem}nav{columns:2;font-size:14px}
h1{margin:.5rem 0}h2{border-bottom:2px solid #d0d7de;padding-bottom:.25rem;margin-top:2.5rem}
.op{border:1px solid #d0d7de;border-radius:8px;padding:.25rem 1rem;margin:1rem 0}
.op h3{font-size:16px}.method{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;
color:#fff;font-size:13px;padding:2px 6px}.get{background:#0b5cad}.post{background:#1a7f37}
.put{background:#9a6700}.delete{background:#b42318}.lock{font-size:12px;border:1px solid #57606a;
border-radius:4px;padding:1px 6px;color:#57606a}pre{background:#f6f8fa;padding:.5rem;overflow:auto;
font-size:13px}table{border-collapse:collapse;font-size:14px}caption{text-align:left;font-weight:600}
td{border-top:1px solid #d0d7de;padding:2px 10px 2px 0;vertical-align:top}a{color:#0b5cad}
@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}pre{background:#161b22}
a{color:#79c0ff}.op,td,h2{border-color:#30363d}.lock{color:#9198a1;border-color:#9198a1}}`;

export function apiDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const links: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      links.push(`<li><a href="#${escape(op.operationId)}">${method.toUpperCase()} ${escape(path)}</a></li>`);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('\n')}`);
  const refusal = (document.components.schemas as Record<string, Schema> | undefined)?.Refusal;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><main><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<h2>Refusal</h2><pre>${escape(typeText(refusal))}</pre>
<nav aria-label="Operations"><ul>${links.join('')}</ul></nav>
${sections.join('\n')}
</main></body></html>`;
}
