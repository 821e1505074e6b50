import { createTableExchangeRates } from '../../../src/adapters/memory/memory-exchange-rates';
import { describe, expect, it } from 'vitest';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryAuthStores } from '../../../src/adapters/memory/memory-auth-stores';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { typeText } from '../../../src/adapters/rest/api-docs-page';
import { openApiDocument, type OpenApiDocument } from '../../../src/adapters/rest/openapi-document';
import { createRestApp } from '../../../src/adapters/rest/rest-app';
import type { RestServices, RouteSpec } from '../../../src/adapters/rest/rest-route';
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
      rates: createTableExchangeRates([]),
    }),
  );
}

const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/**
 * Anything: every property is another such value, every call answers one, and it is not a promise (awaiting it
 * gives itself), so a handler runs through its service calls on it.
 */
function anything(): unknown {
  const value: unknown = new Proxy(function () {}, {
    get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => 'x' : value),
    apply: () => value,
  });
  return value;
}

/**
 * Which parts of a request (params, query, body) a route's handler reads: it runs on a request that notes what is
 * taken from it and services that answer anything, with a signed-in caller.
 */
async function partsRead(spec: RouteSpec): Promise<ReadonlySet<string>> {
  const read = new Set<string>();
  const fields: Record<string, unknown> = {
    params: anything(),
    query: anything(),
    body: anything(),
    caller: { id: 'u-1', name: 'Probe', role: 'admin' },
    address: '192.0.2.1',
  };
  const request = new Proxy(fields, {
    get: (target, key) => {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
    ownKeys: (target) => {
      for (const key of Object.keys(target)) read.add(key);
      return Reflect.ownKeys(target);
    },
  });
  try {
    await Promise.race([
      spec.handler(request as never, anything() as RestServices),
      new Promise((resolve) => setTimeout(resolve, 200)),
    ]);
  } catch {
    // What it read before failing on made-up values is what counts.
  }
  return read;
}

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

  it('declares a body schema for every route whose handler reads the body, a query schema where it reads the query', async () => {
    const routes = restRoutes();
    const document = openApiDocument(routes);
    const reading: Record<string, string[]> = {};
    for (const spec of routes) {
      const name = `${spec.method} ${spec.path}`;
      const read = await partsRead(spec);
      reading[name] = ['params', 'query', 'body'].filter((part) => read.has(part));
      const operation = document.paths[spec.path]?.[spec.method];
      if (read.has('body')) {
        expect(spec.body, `${name} reads a body`).toBeDefined();
        expect(operation?.requestBody?.content['application/json']?.schema, `${name} reads a body`).toBeTruthy();
      }
      if (read.has('query')) {
        expect(spec.query, `${name} reads the query`).toBeDefined();
        const queryParameters = operation?.parameters.filter((p) => p.in === 'query') ?? [];
        expect(queryParameters.length, `${name} reads the query`).toBeGreaterThan(0);
        for (const parameter of queryParameters) expect(parameter.schema, `${name} ${parameter.name}`).toBeTruthy();
      }
    }
    // The probe sees what handlers read (else the checks above would pass on nothing).
    expect(reading).toMatchObject({
      'post /api/authenticate/login/user': ['body'],
      'get /api/freight': ['query'],
      'put /api/freight/{id}': ['params', 'body'],
      'delete /api/products/{id}': ['params', 'query'],
      'get /api/health': [],
    });
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
