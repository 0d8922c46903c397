// The 20 sections of the Terms of Service, in the spec's order (§2 "Static pages").
import type { LegalSection } from '../types';
import { termsPartOne } from './part-one';
import { termsPartTwo } from './part-two';

export const termsSections: LegalSection[] = [...termsPartOne, ...termsPartTwo];
