import * as z from 'zod/mini';
import { apiDocsPage } from '../api-docs-page';
import { openApiDocument, type OpenApiDocument } from '../openapi-document';
import { route, type RouteSpec } from '../rest-route';

const tag = 'Service';

export const healthAnswerDto = z.object({ status: z.literal('ok'), time: z.string() });

/** Health, and the contract describing itself: the OpenAPI document and its reference page. */
export function systemRoutes(
  all: () => readonly RouteSpec[],
  health?: () => Promise<Readonly<Record<string, unknown>>>,
): RouteSpec[] {
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  const described = () => (document ??= openApiDocument(all()));
  return [
    route({
      method: 'get',
      path: '/api/health',
      summary: 'Whether the service answers (and its store, where the host checks it).',
      tag,
      auth: 'public',
      answer: { status: 200, description: 'Up.', schema: z.looseObject(healthAnswerDto.shape) },
      handler: async (_request, { clock }) => ({
        body: { status: 'ok', time: clock.now().toISOString(), ...(health ? await health() : {}) },
      }),
    }),
    route({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This document: OpenAPI 3.1, generated from the schemas the routes validate with.',
      tag,
      auth: 'public',
      answer: { status: 200, description: 'The OpenAPI document.', schema: z.record(z.string(), z.unknown()) },
      handler: async () => ({ body: described() }),
    }),
    route({
      method: 'get',
      path: '/api/docs',
      summary: 'A readable reference of this document.',
      tag,
      auth: 'public',
      answer: { status: 200, description: 'An HTML page.', schema: z.string(), contentType: 'text/html' },
      handler: async () => ({ body: (page ??= apiDocsPage(described())) }),
    }),
  ];
}
