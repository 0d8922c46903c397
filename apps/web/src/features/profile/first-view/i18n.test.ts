// The profile's first view carries only its own words; the rest of the profile's catalog comes with the
// lazy parts (the cards below, the phone change form, the dialogs), which wait for it in the reader's
// language before they render (withProfileCatalog).
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '@/lib/i18n';
import firstViewEn from './locales/en.json';
import restEn from '../locales/en.json';
import { withProfileCatalog } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

describe('the profile first view catalog', () => {
  it('shares no key with the rest of the profile catalog', () => {
    expect(Object.keys(firstViewEn).filter((key) => key in restEn)).toEqual([]);
  });

  it('resolves a lazy part only once the rest of the profile catalog reads in Kiswahili', async () => {
    // (test/setup.ts preloads the profile's parts, so the rest of the catalog is registered already; on
    // /profile it is registered by the first part that loads, and this is what that part waits for.)
    await activateLocale('sw');
    expect(translate('profile.page.title')).toBe('Wasifu wangu');

    const module = await withProfileCatalog(Promise.resolve({ part: 'two-factor' }));

    expect(module).toEqual({ part: 'two-factor' });
    expect(translate('profile.twoFactor.title')).toBe('Uthibitishaji wa hatua mbili');
  });
});
