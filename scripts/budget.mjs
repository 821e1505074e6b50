// Bundle budget from dist/.vite/manifest.json: the JS and CSS that index.html loads eagerly (the entry
// and its static-import closure) and each route's own lazy chunk. Bytes are gzip level 9, exact.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const LIMITS = { eagerJs: 200 * 1024, eagerCss: 40 * 1024, routeChunk: 60 * 1024 };
// Heavy but lazy chunks the budget exempts from the per-route limit (see docs/architecture.md, budgets).
const EXEMPT = /(firebase|recharts|chart|calendar|tiptap|editor|map|leaflet|geo|mock-server|fixture|auth0)/i;

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`budget: ${manifestPath} not found; run "npm run build" first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const eager = new Set();
const visit = (key) => {
  if (eager.has(key)) return;
  eager.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);

const eagerJsFiles = [...eager].map((k) => manifest[k].file);
const eagerCssFiles = [...new Set([...eager].flatMap((k) => manifest[k].css ?? []))];
const eagerJs = eagerJsFiles.reduce((sum, f) => sum + gz(f), 0);
const eagerCss = eagerCssFiles.reduce((sum, f) => sum + gz(f), 0);

const failures = [];
const report = (label, bytes, limit) => {
  const ok = bytes <= limit;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${bytes} bytes gzip (${kb(bytes)}), limit ${kb(limit)}`);
  if (!ok) failures.push(label);
};
report(`eager JS (${eagerJsFiles.length} files)`, eagerJs, LIMITS.eagerJs);
report(`eager CSS (${eagerCssFiles.length} files)`, eagerCss, LIMITS.eagerCss);

const routeChunks = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && key.includes('src/ui/routes'),
);
let largest = 0;
for (const [key, chunk] of routeChunks) {
  const bytes = gz(chunk.file);
  largest = Math.max(largest, bytes);
  if (EXEMPT.test(key)) continue;
  if (bytes > LIMITS.routeChunk) report(`route chunk ${key}`, bytes, LIMITS.routeChunk);
}
console.log(`     ${routeChunks.length} route chunks, largest ${kb(largest)} (limit ${kb(LIMITS.routeChunk)} each)`);
if (failures.length > 0) {
  console.error(`budget: over the limit: ${failures.join(', ')}`);
  process.exit(1);
}
