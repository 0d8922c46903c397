// The dashboard's first view carries only its own words; the lists' part resolves only once the rest of
// the dashboard catalog reads in the reader's language, so in Kiswahili it never suspends halfway.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '@/lib/i18n';
import { ChallengeListsPart } from './challenge-lists-part';

afterEach(async () => {
  await activateLocale('en');
});

describe('ChallengeListsPart', () => {
  it('is ready only once the lists’ words read in Kiswahili', async () => {
    // Only the first view's catalog is known here, as on /dashboard before the part loads.
    await activateLocale('sw');
    expect(translate('dashboard.trending.title')).not.toBe('Changamoto za wazi zinazovuma');

    await ChallengeListsPart.preload();

    expect(translate('dashboard.trending.title')).toBe('Changamoto za wazi zinazovuma');
    expect(translate('dashboard.active.title')).toBe('Changamoto zinazoendelea');
  });
});
