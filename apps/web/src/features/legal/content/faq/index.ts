// The Help/FAQ sections, in the spec's order (§2 "Static pages").
import type { FaqSection } from '../types';
import { challengeTypes } from './challenge-types';
import { gettingStarted } from './getting-started';
import { paymentsWithdrawals } from './payments-withdrawals';
import { safetySecurity } from './safety-security';
import { tokenSystem } from './token-system';

export const faqSections: FaqSection[] = [gettingStarted, tokenSystem, challengeTypes, paymentsWithdrawals, safetySecurity];
