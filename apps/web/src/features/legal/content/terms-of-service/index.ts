// The 20 sections of the Terms of Service, in the spec's order (§2 "Static pages").
import type { LegalSection } from '../types';
import { termsPartOne } from './part-one';
import { termsPartTwo } from './part-two';

export const termsIntro = 'Please read these Terms carefully. They explain how tokens, challenges, fees and withdrawals work on Changamoto, and what happens if something goes wrong.';

export const termsSections: LegalSection[] = [...termsPartOne, ...termsPartTwo];
