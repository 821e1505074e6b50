import * as z from 'zod/mini';
import { apiDocsPage } from '../api-docs-page';
import { openApiDocument, type OpenApiDocument } from '../openapi-document';
import type { RouteSpec } from '../rest-route';
import { ok, routeGroup } from '../rest-route-group';

export const healthAnswerDto = z.object({ status: z.literal('ok'), time: z.string() });

/** Health, and the contract describing itself: the OpenAPI document and its reference page. */
export function systemRoutes(
  all: () => readonly RouteSpec[],
  health?: () => Promise<Readonly<Record<string, unknown>>>,
): RouteSpec[] {
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  const described = () => (document ??= openApiDocument(all()));
  const service = routeGroup('Service', 'public');
  return [
    service.get('/api/health', {
      summary: 'Whether the service answers (and its store, where the host checks it).',
      answer: ok('Up.', z.looseObject(healthAnswerDto.shape)),
      call: async (_request, { clock }) => ({
        status: 'ok',
        time: clock.now().toISOString(),
        ...(health ? await health() : {}),
      }),
    }),
    service.get('/api/openapi.json', {
      summary: 'This document: OpenAPI 3.1, generated from the schemas the routes validate with.',
      answer: ok('The OpenAPI document.', z.record(z.string(), z.unknown())),
      call: async () => described(),
    }),
    service.get('/api/docs', {
      summary: 'A readable reference of this document.',
      answer: { status: 200, description: 'An HTML page.', schema: z.string(), contentType: 'text/html' },
      call: async () => (page ??= apiDocsPage(described())),
    }),
  ];
}
