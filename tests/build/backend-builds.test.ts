import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The firebase and http builds carry no product mock: neither the REST route table hosted in the browser, nor
 * the in-browser store, nor the seeded product fixtures. They keep only the template demos' mock (Pretender and
 * the demo handlers), which the spec keeps in every mode. Each build is read as the bundler wrote it: every
 * chunk with the source modules in it. Unminified, without writing files, to keep the test quick.
 */
const ROOT = join(__dirname, '..', '..');
const PRODUCT_MOCK = [
  /src\/adapters\/mock\/(browser-mock|mock-host|demo-accounts|indexeddb-snapshot-store|demo-persistence)\.ts$/,
  /src\/adapters\/mock\/fixtures\/(freight|freight-fallback|contact|product|users|demo-seed)\.fixture\.ts$/,
  /src\/adapters\/mock\/fixtures\/[^/]+\.json$/,
  /src\/adapters\/memory\//,
  /src\/adapters\/rest\/rest-app\.ts$/,
];
const DEMO_MOCK = [
  /src\/adapters\/mock\/demo-mock\.ts$/,
  /node_modules\/pretender\//,
  /demo\/handlers\/email\.handlers/,
];

/** The app imports Mantine's stylesheets one component at a time (src/ui/mantine-core.css). */
const IMPORTED_STYLES = new Set(
  [...readFileSync(join(ROOT, 'src/ui/mantine-core.css'), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
    (m) => m[1],
  ),
);

type Chunks = Map<string, string[]>;

async function chunksOf(env: Record<string, string>): Promise<Chunks> {
  const chunks: Chunks = new Map();
  const record: Plugin = {
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, Object.keys(output.modules));
      }
    },
  };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  const outDir = mkdtempSync(join(tmpdir(), 'fd-build-'));
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [record],
      build: { outDir, write: false, minify: false, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(outDir, { recursive: true, force: true });
  }
  return chunks;
}

const matching = (chunks: Chunks, patterns: readonly RegExp[]) =>
  [...chunks].flatMap(([file, modules]) =>
    modules.filter((id) => patterns.some((p) => p.test(id))).map((id) => `${file}: ${id.replace(ROOT, '')}`),
  );

describe.each([
  ['http', { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.example.test' }],
  ['firebase', { VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: '1' }],
])('the %s build', (_name, env) => {
  let chunks: Chunks;
  beforeAll(async () => {
    chunks = await chunksOf(env);
  }, 180_000);
  afterAll(() => chunks.clear());

  it('has no product mock server, store or product fixtures in any chunk', () => {
    expect(chunks.size).toBeGreaterThan(10);
    expect(matching(chunks, PRODUCT_MOCK)).toEqual([]);
  });

  it('keeps the template demos on Pretender, in a chunk the entry does not load', () => {
    const demoMock = [...chunks].filter(([, modules]) => modules.some((id) => DEMO_MOCK[0]!.test(id)));
    expect(demoMock).toHaveLength(1);
    const [[file, modules]] = demoMock as [[string, string[]]];
    for (const pattern of DEMO_MOCK) expect(modules.some((id) => pattern.test(id))).toBe(true);
    const entry = [...chunks].find(([, ids]) => ids.some((id) => id.endsWith('src/main.tsx')));
    expect(entry?.[0]).not.toBe(file);
  });

  it('imports the stylesheet of every Mantine component it renders', () => {
    const styled = new Set(
      [...chunks.values()].flatMap((modules) =>
        modules.flatMap((id) => /@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/.exec(id)?.[1] ?? []),
      ),
    );
    expect(styled.size).toBeGreaterThan(20);
    expect([...styled].filter((name) => !IMPORTED_STYLES.has(name))).toEqual([]);
  });
});
