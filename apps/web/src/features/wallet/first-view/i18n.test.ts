// The wallet's first view carries only its own words; the rest of the wallet's catalog comes with the
// lazy parts, which wait for it in the reader's language before they render (withWalletCatalog).
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '@/lib/i18n';
import { withWalletCatalog } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

describe('withWalletCatalog', () => {
  it('resolves a lazy part only once the rest of the wallet catalog reads in Kiswahili', async () => {
    // Only the first view's catalog is known here, as on /wallet before its lazy parts load.
    await activateLocale('sw');
    expect(translate('wallet.withdraw.title')).not.toBe('Toa tokeni');

    const module = await withWalletCatalog(Promise.resolve({ part: 'withdraw' }));

    expect(module).toEqual({ part: 'withdraw' });
    expect(translate('wallet.withdraw.title')).toBe('Toa tokeni');
    expect(translate('wallet.history.title')).toBe('Historia ya miamala');
  });
});
