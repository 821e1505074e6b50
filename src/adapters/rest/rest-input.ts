import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { RouteSpec } from './rest-route';
import { cachedBy } from '../../domain/shared/cached-by';

/** The validated parts of a request, or which part was malformed and where. */
export type RestInput =
  | { readonly ok: true; readonly value: { params: unknown; query: unknown; body: unknown } }
  | { readonly ok: false; readonly part: 'params' | 'query' | 'body'; readonly fieldErrors: Record<string, string> };

interface SchemaDef {
  readonly type: string;
  readonly innerType?: { _zod: { def: SchemaDef } };
  readonly in?: { _zod: { def: SchemaDef } };
  readonly shape?: Readonly<Record<string, { _zod: { def: SchemaDef } }>>;
}

const defOf = (schema: z.ZodMiniType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Sees through optional, default and pipe wrappers to the schema a value is checked against. */
function core(def: SchemaDef): SchemaDef {
  if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
    return core(def.innerType._zod.def);
  }
  if (def.type === 'pipe' && def.in) return core(def.in._zod.def);
  return def;
}

/** The query keys whose schema is a list: they take every repeated value (`status=a&status=b`). Found once. */
export const listKeys: (schema: z.ZodMiniType) => ReadonlySet<string> = cachedBy((schema: z.ZodMiniType) => {
  const shape = core(defOf(schema)).shape ?? {};
  return new Set(Object.entries(shape).flatMap(([key, s]) => (core(s._zod.def).type === 'array' ? [key] : [])));
});

function issuesToFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  // A check of our own names its code as its message ('invalidDate'); anything else is 'invalid'. First one wins.
  for (const issue of error.issues)
    fields[issue.path.join('.') || '(root)'] ??=
      issue.code === 'custom' && /^[a-z][A-Za-z]+$/.test(issue.message) ? issue.message : 'invalid';
  return fields;
}

function check<T>(
  part: 'params' | 'query' | 'body',
  schema: z.ZodMiniType<T> | undefined,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; part: typeof part; fieldErrors: Record<string, string> } {
  if (!schema) return { ok: true, value: undefined };
  const parsed = z.safeParse(schema, value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, part, fieldErrors: issuesToFields(parsed.error) };
}

function queryObject(c: Context, schema: z.ZodMiniType): Record<string, string | string[]> {
  const lists = listKeys(schema);
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    if (lists.has(key)) out[key] = values;
    else if (values[0] !== undefined) out[key] = values[0];
  }
  return out;
}

async function bodyValue(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads and validates params, query and body with the route's schemas (unknown keys are dropped). */
export async function readInput(c: Context, spec: RouteSpec): Promise<RestInput> {
  const params = check('params', spec.params, c.req.param());
  if (!params.ok) return params;
  const query = check('query', spec.query, spec.query ? queryObject(c, spec.query) : undefined);
  if (!query.ok) return query;
  if (!spec.body) return { ok: true, value: { params: params.value, query: query.value, body: undefined } };
  const raw = await bodyValue(c);
  if (!raw.ok) return { ok: false, part: 'body', fieldErrors: { '(root)': 'json' } };
  const body = check('body', spec.body, raw.value);
  if (!body.ok) return body;
  return { ok: true, value: { params: params.value, query: query.value, body: body.value } };
}
