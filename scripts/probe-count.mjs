/* global window, document */
import puppeteer from 'puppeteer-core';
import { serveCompressed } from './compressed-static-server.mjs';
const OUT = process.env.OUT ?? 'dist-perf',
  PORT = 4317,
  base = `http://127.0.0.1:${PORT}`;
const server = await serveCompressed(OUT, PORT);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ]) {
    const page = await browser.newPage();
    await page.setViewport({ width: w, height: h });
    await page.goto(`${base}/pages/login`, { waitUntil: 'networkidle0' });
    await page.locator('input[type="email"]').fill('admin@demo.com');
    await page.locator('input[type="password"]').fill('demodemo');
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/', { timeout: 60000 }),
      page.locator('button[type="submit"]').click(),
    ]);
    page.on('console', (m) => m.text().match(/CARDS|PAGE/) && console.log(m.text()));
    await page.goto(`${base}/freight/list`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 800));
    await page.screenshot({ path: `/tmp/shot-list-${w}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
