import { describe, expect, it } from 'vitest';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryAuthStores } from '../../../src/adapters/memory/memory-auth-stores';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { typeText } from '../../../src/adapters/rest/api-docs-page';
import { openApiDocument, type OpenApiDocument } from '../../../src/adapters/rest/openapi-document';
import { createRestApp } from '../../../src/adapters/rest/rest-app';
import { restRoutes } from '../../../src/adapters/rest/rest-routes';
import { makeRestServices } from '../../../src/adapters/rest/rest-services';
import { createJoseTokenIssuer } from '../../../src/adapters/security/jose-token-issuer';
import { createPbkdf2PasswordHasher } from '../../../src/adapters/security/pbkdf2-password-hasher';
import {
  createRandomIdSource,
  createWebCryptoSecretSource,
  randomSecret,
} from '../../../src/adapters/security/web-crypto-secrets';

function app() {
  const data = emptyMemoryData();
  return createRestApp(
    makeRestServices({
      stores: createMemoryStores(data),
      ...createMemoryAuthStores(data),
      hasher: createPbkdf2PasswordHasher({ iterations: 1 }),
      tokens: createJoseTokenIssuer({ secret: randomSecret() }),
      secrets: createWebCryptoSecretSource(),
      ids: createRandomIdSource(),
      clock: { now: () => new Date('2026-11-21T12:00:00Z') },
    }),
  );
}

const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document of the route table', () => {
  it('names exactly the routes the app serves, each with its method', async () => {
    const served = app()
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`)
      .sort();
    const response = await app().fetch(new Request('http://api.test/api/openapi.json'));
    const document = (await response.json()) as OpenApiDocument;
    const described = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(described).toEqual(served);
    expect(served).toContain('post /api/staff/users/{id}/approve');
  });

  it('gives every input a schema and every answer with a body its schema', () => {
    const routes = restRoutes();
    const document = openApiDocument(routes);
    for (const spec of routes) {
      const operation = document.paths[spec.path]?.[spec.method];
      expect(operation, `${spec.method} ${spec.path}`).toBeDefined();
      const pathNames = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const parameters = operation?.parameters ?? [];
      for (const name of pathNames) {
        expect(parameters.find((p) => p.in === 'path' && p.name === name)?.schema, `${spec.path} ${name}`).toBeTruthy();
      }
      if (spec.body) expect(operation?.requestBody?.content['application/json']?.schema).toBeTruthy();
      const answer = operation?.responses[String(spec.answer.status)];
      expect(answer, `${spec.method} ${spec.path}`).toBeDefined();
      if (spec.answer.status !== 204) expect(Object.values(answer?.content ?? {})[0]?.schema).toBeTruthy();
    }
  });

  it('describes list filters as repeatable query keys and refusals by reference', () => {
    const document = openApiDocument(restRoutes());
    const list = document.paths['/api/freight']?.get;
    expect(list?.parameters.find((p) => p.name === 'status')).toMatchObject({ in: 'query', explode: true });
    expect(list?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'sort', 'dir', 'page', 'pageSize', 'party', 'product', 'shipDateFrom']),
    );
    expect(list?.security).toEqual([{ bearer: [] }]);
    expect(list?.responses.default?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Refusal',
    });
  });

  it('serves a self-contained reference page with every operation', async () => {
    const response = await app().fetch(new Request('http://api.test/api/docs'));
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).not.toMatch(/<script|<link|(src|href)="https?:/i);
    expect(html).toContain('/api/staff/users/{id}/refuse');
    expect(html).toContain('bearer token');
  });

  it('writes schemas as short types', () => {
    expect(
      typeText({
        type: 'object',
        properties: { a: { type: 'string', maxLength: 3 }, b: { type: 'array', items: { enum: ['x', 'y'] } } },
        required: ['a'],
      }),
    ).toBe('{\n  a: string (max 3)\n  b?: ("x" | "y")[]\n}');
  });
});
