// Bundle budget from <dist>/.vite/manifest.json (dist, or BUDGET_DIST / the first argument). Bytes are gzip
// level 9 of each file, exact, and every figure is printed whether it passes or not:
// - eager JS and CSS: what index.html loads (the entry and its static-import closure);
// - each route's own lazy chunk (heavy libraries some screens need are exempt, but stay lazy);
// - the login page: the eager JS, the login route's chunks with their static imports and the larger of the
//   two UI languages' catalogues. The container (fetched as the person turns to the page, or by the first request)
//   and the in-browser mock server (the demo's stand-in for a backend; real hosts have none, it loads likewise) are
//   printed apart.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? process.env.BUDGET_DIST ?? 'dist';
// The limits are the goals: eager JS 160,000 B, eager CSS 35,000 B, the login page 200,000 B. They are reached by
// painting the sign-in pages without the container (Inversify, the adapters and their schemas come in a chunk of
// their own, fetched as the person turns to the form) and by importing Mantine's stylesheets only for the components
// the app renders (src/ui/mantine-core.css).
const LIMITS = { eagerJs: 160_000, eagerCss: 35_000, routeChunk: 60_000, loginJs: 200_000 };
const EXEMPT = /(firebase|recharts|chart|calendar|tiptap|editor|map|leaflet|geo|mock-server|fixture|auth0)/i;
const LOGIN_ROUTES = ['src/ui/routes/_blank.tsx', 'src/ui/routes/_blank/pages/login.tsx'];
const CATALOGUE = /^src\/ui\/i18n\/messages\.ts\?locale=(\w+)$/;
const MOCK = 'src/adapters/mock/browser-mock.ts';
const CONTAINER = 'src/di/container.ts';

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`budget: ${manifestPath} not found; run "npm run build" first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return sizes.get(file);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const bytes = (n) => n.toLocaleString('en-US');

/** Manifest keys reached from `keys` through static imports. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}
const jsBytes = (keys) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
const split = (route) => Object.keys(manifest).filter((k) => k.startsWith(`${route}?tsr-split`));

const failures = [];
const report = (label, value, limit) => {
  const ok = value <= limit;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${bytes(value)} B gzip (${kb(value)}), limit ${bytes(limit)} B`);
  if (!ok) failures.push(label);
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const eager = closure([entryKey]);
const eagerCssFiles = [...new Set([...eager].flatMap((k) => manifest[k].css ?? []))];
report(`eager JS (${eager.size} files)`, jsBytes(eager), LIMITS.eagerJs);
report(
  `eager CSS (${eagerCssFiles.length} files)`,
  eagerCssFiles.reduce((sum, f) => sum + gz(f), 0),
  LIMITS.eagerCss,
);

const routeChunks = Object.entries(manifest).filter(([key, c]) => c.isDynamicEntry && key.includes('src/ui/routes'));
let largest = { key: '', size: 0 };
for (const [key, chunk] of routeChunks) {
  const size = gz(chunk.file);
  if (EXEMPT.test(key)) continue;
  if (size > largest.size) largest = { key, size };
  if (size > LIMITS.routeChunk) report(`route chunk ${key}`, size, LIMITS.routeChunk);
}
console.log(
  `     ${routeChunks.length} route chunks, largest not exempt ${bytes(largest.size)} B (${largest.key}), ` +
    `limit ${bytes(LIMITS.routeChunk)} B each`,
);

const loginRouteKeys = LOGIN_ROUTES.flatMap(split);
const catalogues = Object.keys(manifest).filter((k) => CATALOGUE.test(k));
if (loginRouteKeys.length < LOGIN_ROUTES.length || catalogues.length === 0) {
  console.error(`budget: the login route chunks or the message catalogues are missing from the manifest`);
  process.exit(1);
}
const largestCatalogue = catalogues
  .map((k) => ({ k, extra: jsBytes([...closure([k])].filter((x) => !eager.has(x))) }))
  .sort((a, b) => b.extra - a.extra)[0];
const login = closure([entryKey, ...loginRouteKeys, largestCatalogue.k]);
report(`login page JS (${login.size} files, catalogue ${largestCatalogue.k})`, jsBytes(login), LIMITS.loginJs);
if (manifest[CONTAINER]) {
  const container = [...closure([CONTAINER])].filter((k) => !login.has(k));
  console.log(
    `     container, fetched as the person turns to a sign-in page: ${bytes(jsBytes(container))} B gzip in ` +
      `${container.length} files ` +
      `(not counted: the sign-in pages paint without it)`,
  );
}
if (manifest[MOCK]) {
  const mock = [...closure([MOCK])].filter((k) => !login.has(k));
  console.log(
    `     mock server, fetched when a form takes the focus: ${bytes(jsBytes(mock))} B gzip in ${mock.length} files (not counted)`,
  );
  // Its data and REST host run in a worker, a file the manifest does not list.
  const workers = readdirSync(join(DIST, 'assets')).filter(
    (f) => f.startsWith('demo-host.worker-') && f.endsWith('.js'),
  );
  const workerBytes = workers.reduce((sum, f) => sum + gz(join('assets', f)), 0);
  console.log(`     its worker (the demo data and the REST host): ${bytes(workerBytes)} B gzip (not counted)`);
}

if (failures.length > 0) {
  console.error(`budget: over the limit: ${failures.join(', ')}`);
  process.exit(1);
}
