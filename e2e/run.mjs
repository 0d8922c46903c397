// Runs the browser journeys in system Chromium (never a downloaded browser).
// Finds Chromium at CHROMIUM_PATH, /usr/bin/chromium, or Playwright's cache. With none it skips with
// one line — unless REQUIRE_BROWSER=1 (CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const candidate of ['chrome-linux64/chrome', 'chrome-linux/chrome', 'chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell']) {
      const full = path.join(cache, dir, candidate);
      if (existsSync(full)) return full;
    }
  }
  return undefined;
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightCacheChromium()];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

const chromium = findChromium();
if (!chromium) {
  const reason = 'no Chromium found (set CHROMIUM_PATH, or apt-get install chromium)';
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`Browser tests required (REQUIRE_BROWSER=1) but ${reason}.`);
    process.exit(1);
  }
  console.log(`Browser tests skipped: ${reason}.`);
  process.exit(0);
}

// A fresh database for every run, so journeys never depend on leftovers.
rmSync(path.join(here, '..', '.data', process.env.E2E_PORT ? `e2e-${process.env.E2E_PORT}` : 'e2e'), { recursive: true, force: true });

const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('@playwright/test/package.json'))), 'cli.js');
const result = spawnSync(process.execPath, [cli, 'test', '--config', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
