/* global window */
// Lighthouse on a production build (`npm run perf`): builds the mock-mode app, serves it compressed like any
// host (brotli, or gzip with PERF_ENCODING=gzip), and runs Lighthouse (mobile, simulated slow 4G and 4x CPU
// slowdown) PERF_RUNS times (3) on the login page, and through a user flow that signs in first, on the dashboard
// and the freight list. Prints every run and the medians: performance score, FCP, LCP, TBT, CLS, and the scripts
// loaded (count and exact gzip bytes, the budgets' measure, and the bytes the wire carried). A figure tool, not a
// gate: the figures move with the machine's load.
// PERF_ONLY=login or signed-in measures only those pages. PERF_SAVE=<folder> also writes each run's whole
// Lighthouse report there as JSON (which scripts, in what order, and what the simulated load waited on).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { gzipBytesOf, serveCompressed } from './compressed-static-server.mjs';

const OUT = process.env.PERF_DIST ?? 'dist-perf';
const PORT = Number(process.env.PERF_PORT ?? 4315);
const RUNS = Number(process.env.PERF_RUNS ?? 3);
// The mock answers at once: the figures are the app's, not the demo's simulated network wait.
const LATENCY = process.env.PERF_MOCK_LATENCY_MS ?? '0';
const base = `http://127.0.0.1:${PORT}`;
// Brotli is what Firebase Hosting and the common CDNs send a browser that accepts it; gzip compares with figures
// measured before the host sent brotli.
const ENCODING = process.env.PERF_ENCODING === 'gzip' ? 'gzip' : 'br';
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

if (process.env.PERF_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'mock', VITE_MOCK_LATENCY_MS: LATENCY },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const SAVE = process.env.PERF_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });
let saved = 0;

function figures(lhr) {
  if (SAVE) {
    saved += 1;
    const page = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'dashboard';
    writeFileSync(join(SAVE, `${String(saved).padStart(2, '0')}-${page}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const scriptBytes = scripts.reduce((sum, r) => {
    const url = new URL(r.url);
    return sum + (url.origin === base ? (gzipBytesOf(OUT, url.pathname) ?? r.transferSize) : r.transferSize);
  }, 0);
  const sentBytes = scripts.reduce((sum, r) => sum + r.transferSize, 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scripts: scripts.length,
    scriptBytes,
    sentBytes,
    finalUrl: lhr.finalDisplayedUrl,
    // What moved, for a reader chasing CLS: Lighthouse's culprits, each with its share of the score.
    // What the LCP was, and the longest main-thread tasks (what TBT is made of), for a reader chasing those.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?',
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 3)
      .map((task) => `${Math.round(task.duration)} ms ${String(task.url ?? '').replace(base, '') || '(page)'}`),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} (${(item.score ?? 0).toFixed(3)})`,
    ),
  };
}

const launch = () =>
  puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });

async function loginRun() {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const result = await lighthouse(`${base}/pages/login`, { onlyCategories: ['performance'] }, undefined, page);
    return figures(result.lhr);
  } finally {
    await browser.close();
  }
}

/** Signs in as a person would, then measures each page as a fresh load with a cold cache and the session kept. */
async function signedInRun(paths) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await page.goto(`${base}/pages/login`, { waitUntil: 'networkidle0' });
    await page.locator('input[type="email"], input[name="email"]').fill('admin@demo.com');
    await page.locator('input[type="password"]').fill('demodemo');
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/', { timeout: 60_000 }),
      page.locator('button[type="submit"]').click(),
    ]);
    const cdp = await page.createCDPSession();
    const flow = await startFlow(page, {
      name: 'signed in',
      flags: { onlyCategories: ['performance'], disableStorageReset: true },
    });
    for (const path of paths) {
      await cdp.send('Network.clearBrowserCache');
      await flow.navigate(`${base}${path}`, { name: path });
    }
    const result = await flow.createFlowResult();
    return result.steps.map((step) => figures(step.lhr));
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const line = (f) =>
  `score ${String(f.score).padStart(3)}  FCP ${ms(f.fcp)}  LCP ${ms(f.lcp)}  TBT ${String(Math.round(f.tbt)).padStart(4)} ms` +
  `  CLS ${f.cls.toFixed(3)}  scripts ${f.scripts} files ${f.scriptBytes.toLocaleString('en-US')} B gzip` +
  ` (${Math.round(f.sentBytes).toLocaleString('en-US')} B sent)`;

const server = await serveCompressed(OUT, PORT, { encodings: ENCODING === 'br' ? ['br', 'gzip'] : ['gzip'] });
// PERF_ONLY=login or PERF_ONLY=signed-in measures only those pages (comparing two builds of one page goes faster).
const ONLY = process.env.PERF_ONLY ?? 'all';
const results = {
  ...(ONLY !== 'signed-in' ? { '/pages/login': [] } : {}),
  ...(ONLY !== 'login' ? { '/': [], '/freight/list': [] } : {}),
};
try {
  for (let run = 1; run <= RUNS; run += 1) {
    if (results['/pages/login']) results['/pages/login'].push(await loginRun());
    if (results['/']) {
      const [dashboard, freight] = await signedInRun(['/', '/freight/list']);
      results['/'].push(dashboard);
      results['/freight/list'].push(freight);
    }
    console.log(`run ${run} of ${RUNS} done`);
  }
} finally {
  server.close();
}

console.log(`\nLighthouse ${RUNS}x, mobile, simulated throttling; ${OUT} served ${ENCODING}-compressed on ${base}`);
let wrongPage = false;
for (const [path, runs] of Object.entries(results)) {
  console.log(`\n${path}`);
  runs.forEach((f, i) => {
    console.log(`  run ${i + 1}   ${line(f)}`);
    console.log(
      `          LCP element: ${f.lcpElement.slice(0, 60)}; longest tasks: ${f.longTasks.join(', ') || 'none'}`,
    );
    if (f.shifts.length > 0) console.log(`          shifted: ${f.shifts.join('; ')}`);
  });
  const med = Object.fromEntries(
    ['score', 'fcp', 'lcp', 'tbt', 'cls', 'scripts', 'scriptBytes', 'sentBytes'].map((k) => [
      k,
      median(runs.map((f) => f[k])),
    ]),
  );
  console.log(`  median  ${line(med)}`);
  for (const f of runs) {
    if (new URL(f.finalUrl).pathname !== path) {
      console.error(`  measured ${f.finalUrl} instead of ${path} (signed out?)`);
      wrongPage = true;
    }
  }
}
process.exit(wrongPage ? 1 : 0);
