// Takes screenshots of the built app (mock backend) in Debian's Chromium: `npm run screenshot [path ...]`.
// Signs in as the demo admin first. Files go to screenshots/ (not committed).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PORT = 4199;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const base = `http://127.0.0.1:${PORT}`;
// A process group of its own: npx does not pass a signal on to the vite it started, so the group is stopped.
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
  detached: true,
});
const waitForServer = async () => {
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('vite preview did not start');
};

try {
  await waitForServer();
  mkdirSync('screenshots', { recursive: true });
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
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/pages/login`);
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password').fill('demodemo');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
