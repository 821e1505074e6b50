/* global document */
// The freight list at scale in the real browser: builds the mock-mode app with 100,000 seeded
// shipments, opens /freight/list in Debian's Chromium and prints the figures (`npm run scale`).
// Figures, not a timed test: the DOM node count is exact and fails the command when over 2,000;
// the times are printed for the reader (they vary with the machine's load).
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const COUNT = Number(process.env.SCALE_COUNT ?? 100_000);
const PORT = Number(process.env.SCALE_PORT ?? 4198);
const OUT = '.reports/dist-scale';
const DOM_LIMIT = 2_000;
const base = `http://127.0.0.1:${PORT}`;

if (process.env.SCALE_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'mock', VITE_MOCK_LATENCY_MS: '0', VITE_MOCK_FREIGHT_COUNT: String(COUNT) },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', OUT, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'ignore' },
);
const waitForServer = async () => {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('vite preview did not start');
};

const domNodes = (page) => page.evaluate(() => document.querySelectorAll('*').length);
const rowCount = (page) => page.locator('[data-testid="freight-table"] tbody tr').count();
/** Milliseconds from `act` until the list's first row text differs from before (or matches `until`). */
async function timeUntilListChanges(page, act) {
  const before = await page.locator('[data-testid="freight-table"] tbody tr').first().innerText();
  const started = Date.now();
  await act();
  await page
    .waitForFunction(
      (previous) => document.querySelector('[data-testid="freight-table"] tbody tr')?.textContent !== previous,
      before.replace(/\t/g, ''),
      { timeout: 60_000, polling: 'raf' },
    )
    .catch(() => undefined);
  return Date.now() - started;
}

let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/pages/login?redirect=${encodeURIComponent('/freight/list')}`);
  await page.getByLabel('Email').fill('admin@demo.com');
  await page.getByLabel('Password').fill('demodemo');
  const started = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.locator('[data-testid="freight-table"] tbody tr').first().waitFor({ timeout: 120_000 });
  const firstRows = Date.now() - started;
  const total = await page
    .getByText(/[\d,]+ shipments/)
    .first()
    .innerText();

  const search = page.getByRole('textbox', { name: /Search reference/ });
  const searchMs = await timeUntilListChanges(page, () => search.fill('hamburg'));
  const clearMs = await timeUntilListChanges(page, () => search.fill(''));
  const sortMs = await timeUntilListChanges(page, () => page.getByRole('button', { name: /Declared value/ }).click());
  const pageMs = await timeUntilListChanges(page, () => page.getByRole('button', { name: /next page/i }).click());
  const nodes = await domNodes(page);
  const rows = await rowCount(page);
  const heapMb = await page.evaluate(() =>
    performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null,
  );

  console.log(`freight list with ${COUNT.toLocaleString('en-US')} seeded shipments (${total})`);
  console.log(`  sign-in to first rows:        ${firstRows} ms (includes seeding the mock store in the browser)`);
  console.log(`  search "hamburg" to rows:     ${searchMs} ms (debounce + mock query + render)`);
  console.log(`  clear search to rows:         ${clearMs} ms`);
  console.log(`  sort by declared value:       ${sortMs} ms`);
  console.log(`  next page:                    ${pageMs} ms`);
  console.log(`  rows rendered:                ${rows}`);
  console.log(`  DOM nodes:                    ${nodes} (limit ${DOM_LIMIT})`);
  console.log(`  JS heap used:                 ${heapMb ?? 'n/a'} MB`);
  if (nodes >= DOM_LIMIT) {
    console.error(`FAIL: ${nodes} DOM nodes, limit ${DOM_LIMIT}`);
    failed = true;
  }
  if (errors.length > 0) {
    console.error(`FAIL: page errors: ${errors.join('; ')}`);
    failed = true;
  }
  await browser.close();
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
