// CONVENTIONS: kebab-case file names. A name is dotted kebab segments: 'wallet-balance.tsx',
// 'challenges.routes.ts', 'payouts.test-helpers.ts', 'vite-env.d.ts'; never 'walletBalance.tsx' or
// 'Wallet_Balance.ts' (which also breaks imports on case-insensitive file systems).
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedFiles } from './repo-files';

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
export const KEBAB_FILE_NAME = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})*\\.(?:ts|tsx|mts|cts)$`);

describe('file names', () => {
  it('accepts dotted kebab segments and refuses anything else', () => {
    for (const name of ['wallet-balance.tsx', 'challenges.routes.ts', 'x.test.ts', 'payouts.test-helpers.ts', 'vite-env.d.ts', '001-init.ts']) expect(name).toMatch(KEBAB_FILE_NAME);
    for (const name of ['walletBalance.tsx', 'Wallet.tsx', 'wallet_balance.ts', 'wallet--balance.ts', '-wallet.ts', 'wallet..routes.ts', 'wallet-.ts']) expect(name).not.toMatch(KEBAB_FILE_NAME);
  });

  it('every tracked .ts/.tsx file is named in kebab-case', () => {
    const files = trackedFiles('*.ts', '*.tsx', '*.mts', '*.cts');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !KEBAB_FILE_NAME.test(basename(file)))).toEqual([]);
  });
});
