// Bundle budget from <dist>/.vite/manifest.json (dist, or BUDGET_DIST / the first argument). Bytes are gzip
// level 9 of each file, exact, and every figure is printed whether it passes or not:
// - eager JS and CSS: what index.html loads (the entry and its static-import closure);
// - each route's own lazy chunk (heavy libraries some screens need are exempt, but stay lazy);
// - the login page: the eager JS, the login route's chunks with their static imports and the larger of the
//   two UI languages' catalogues. The in-browser mock server (the demo's stand-in for a backend; real hosts
//   have none) loads after the first paint and is printed apart.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? process.env.BUDGET_DIST ?? 'dist';
// The goals are eager JS 180,000 B, eager CSS 35,000 B and the login page 200,000 B; the limits hold what the build
// reached with the business core and the freight screens merged (186,476 / 35,563 / 230,761 B), plus what the
// session hardening adds to the first screen (sign-out heard from other tabs, a refresh timer that cannot loop, a
// route guard that reads paths as the router does: 187,345 / 231,904 B), so that nothing else grows while the
// remaining cuts are made.
const GOALS = { eagerJs: 180_000, eagerCss: 35_000, loginJs: 200_000 };
const LIMITS = { eagerJs: 187_400, eagerCss: 35_600, routeChunk: 60_000, loginJs: 232_000 };
const EXEMPT = /(firebase|recharts|chart|calendar|tiptap|editor|map|leaflet|geo|mock-server|fixture|auth0)/i;
const LOGIN_ROUTES = ['src/ui/routes/_blank.tsx', 'src/ui/routes/_blank/pages/login.tsx'];
const CATALOGUE = /^src\/ui\/i18n\/messages\.ts\?locale=(\w+)$/;
const MOCK = 'src/adapters/mock/browser-mock.ts';

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
const report = (label, value, limit, goal) => {
  const ok = value <= limit;
  const aim = goal && goal < limit ? `, goal ${bytes(goal)} B` : '';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${bytes(value)} B gzip (${kb(value)}), limit ${bytes(limit)} B${aim}`);
  if (!ok) failures.push(label);
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const eager = closure([entryKey]);
const eagerCssFiles = [...new Set([...eager].flatMap((k) => manifest[k].css ?? []))];
report(`eager JS (${eager.size} files)`, jsBytes(eager), LIMITS.eagerJs, GOALS.eagerJs);
report(
  `eager CSS (${eagerCssFiles.length} files)`,
  eagerCssFiles.reduce((sum, f) => sum + gz(f), 0),
  LIMITS.eagerCss,
  GOALS.eagerCss,
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
report(
  `login page JS (${login.size} files, catalogue ${largestCatalogue.k})`,
  jsBytes(login),
  LIMITS.loginJs,
  GOALS.loginJs,
);
if (manifest[MOCK]) {
  const mock = [...closure([MOCK])].filter((k) => !login.has(k));
  console.log(
    `     mock server after first paint: ${bytes(jsBytes(mock))} B gzip in ${mock.length} files (not counted)`,
  );
}

if (failures.length > 0) {
  console.error(`budget: over the limit: ${failures.join(', ')}`);
  process.exit(1);
}
