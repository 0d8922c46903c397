// The Help/FAQ in Kiswahili (issue #20 §1): the same sections and questions as content/faq, in their
// own lazy chunk so an English page never downloads them. faq-content.tsx loads it on first need.
import { challengeTypes } from './challenge-types';
import { gettingStarted } from './getting-started';
import { paymentsWithdrawals } from './payments-withdrawals';
import { safetySecurity } from './safety-security';
import { tokenSystem } from './token-system';

export { swFigures } from './figures';
export const faqSectionsSw = [gettingStarted, tokenSystem, challengeTypes, paymentsWithdrawals, safetySecurity];
