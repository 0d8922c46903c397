// `npm start` builds the web app first: Vite's config must load without its "(!) Your Vite config uses
// features that are unsupported by configLoader: 'native'" warning (imports without a file extension),
// the first thing a newcomer saw scroll past.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

describe('vite.config.ts', () => {
  it('loads without any warning', async () => {
    const warnings: string[] = [];
    const base = createLogger('silent');
    const logger: Logger = { ...base, warn: (message) => warnings.push(message), warnOnce: (message) => warnings.push(message) };
    // A path, not new URL(): the component tests' jsdom replaces URL with one that knows no file: scheme.
    const configFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../vite.config.ts');
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile, undefined, 'info', logger);
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
