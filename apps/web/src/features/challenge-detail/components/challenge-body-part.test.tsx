// The challenge page's first view carries only its own words; the part below it resolves only once the
// rest of the feature's catalog reads in the reader's language, so in Kiswahili it never suspends halfway.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '@/lib/i18n';
import { ChallengeBodyPart } from './challenge-body-part';

afterEach(async () => {
  await activateLocale('en');
});

describe('ChallengeBodyPart', () => {
  it('is ready only once the details’ words read in Kiswahili', async () => {
    await activateLocale('sw');
    expect(translate('challenge-detail.details.title')).not.toBe('Maelezo');

    await ChallengeBodyPart.preload();

    expect(translate('challenge-detail.details.title')).toBe('Maelezo');
    expect(translate('challenge-detail.details.type')).toBe('Aina');
  });
});
