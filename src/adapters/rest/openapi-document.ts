import * as z from 'zod/mini';
import { refusalDto } from '../http/dto/common.dto';
import type { RouteSpec } from './rest-route';

/**
 * The OpenAPI 3.1 document of the route table, generated from the very schemas the routes validate with (JSON
 * Schema draft 2020-12, which OpenAPI 3.1 uses), so the document cannot drift from what the app does.
 */
type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  type?: string;
};

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: Record<string, unknown>;
}

export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly security: readonly Record<string, readonly string[]>[];
  readonly parameters: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required: boolean; readonly content: Record<string, { schema: JsonSchema }> };
  readonly responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: JsonSchema;
  readonly style?: 'form';
  readonly explode?: boolean;
}

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form' as const, explode: true } : {}),
  }));
}

const REFUSAL = { $ref: '#/components/schemas/Refusal' };
const refusalAnswer = (description: string) => ({ description, content: { 'application/json': { schema: REFUSAL } } });

const operationId = (spec: RouteSpec) =>
  `${spec.method}${spec.path
    .replace(/^\/api/, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => part.replace(/[{}]/g, ''))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

function operation(spec: RouteSpec): OpenApiOperation {
  const contentType = spec.answer.contentType ?? 'application/json';
  const answer = spec.answer.schema
    ? { content: { [contentType]: { schema: jsonSchema(spec.answer.schema, 'output') } } }
    : {};
  return {
    operationId: operationId(spec),
    summary: spec.summary,
    tags: [spec.tag],
    security: spec.auth === 'staff' ? [{ bearer: [] }] : [],
    parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } } } }
      : {}),
    responses: {
      [String(spec.answer.status)]: { description: spec.answer.description, ...answer },
      ...(spec.params || spec.query || spec.body ? { '400': refusalAnswer('The request is malformed.') } : {}),
      ...(spec.auth === 'staff' ? { '401': refusalAnswer('No valid access token.') } : {}),
      default: refusalAnswer('A refusal: the status follows its kind, `code` says which.'),
    },
  };
}

export function openApiDocument(routes: readonly RouteSpec[]): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const spec of routes) {
    paths[spec.path] = { ...paths[spec.path], [spec.method]: operation(spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FreightDesk API',
      version: '1.0.0',
      description:
        'Shipments, products, contacts and staff of a freight and export desk. Refusals carry a stable `code` ' +
        '(e.g. `record.stale`, `product.code.taken`) and field errors by field; `error` is English for logs. Lists ' +
        'take `q`, `sort`, `dir`, `page`, `pageSize`; multi-value filters repeat their key.',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Refusal: jsonSchema(refusalDto, 'output') },
    },
  };
}
