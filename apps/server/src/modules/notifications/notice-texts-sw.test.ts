// Every notification's Kiswahili (issue #20 §1) reads as Kiswahili: the glossary's words, the numbers
// after the noun, no English left behind. The callers' integration tests check that a Kiswahili reader
// is sent these (finance.test.ts, tax.test.ts, push.test.ts).
import { MPESA_MESSAGES_SW } from '@changamoto/shared/domain';
import { describe, expect, it } from 'vitest';
import { NOTICES_SW, outcomeWordsSw } from './notice-texts-sw';

/** Words that would give away an English text. */
const ENGLISH = /\b(your|you|the|tokens?|was|were|has|have|been|wallet|payment|challenge|did not)\b/i;

const samples: Record<keyof typeof NOTICES_SW, string> = {
  frozen: NOTICES_SW.frozen('Ukaguzi'),
  unfrozen: NOTICES_SW.unfrozen,
  suspended: NOTICES_SW.suspended('Ukiukaji', '1 Des 2026, 12:00'),
  cancelledRefund: NOTICES_SW.cancelledRefund('Mbio za 5 km', 100),
  lossMitigation: NOTICES_SW.lossMitigation('Mbio za 5 km', 10),
  nothingToShare: NOTICES_SW.nothingToShare(10),
  backedWon: NOTICES_SW.backedWon('Mbio za 5 km', 160, 100, 60, ''),
  won: NOTICES_SW.won('Mbio za 5 km', 1600, 1000, 600, NOTICES_SW.nothingToShare(10)),
  decided: NOTICES_SW.decided('Mbio za 5 km', outcomeWordsSw('player_a_wins', 'akinyi', 'baraka'), 'Ushahidi wa video'),
  inviteReceived: NOTICES_SW.inviteReceived('akinyi', 'Chess'),
  inviteRejectedRefund: NOTICES_SW.inviteRejectedRefund('baraka', 'Chess', 1),
  inviteExpiredRefund: NOTICES_SW.inviteExpiredRefund('Chess', 2),
  dailyBonus: NOTICES_SW.dailyBonus(5),
  referee: NOTICES_SW.referee(10, 'akinyi'),
  referrer: NOTICES_SW.referrer(10, 'baraka'),
  newPlayer: NOTICES_SW.newPlayer,
  onboarding: NOTICES_SW.onboarding(20),
  purchaseComplete: NOTICES_SW.purchaseComplete(1000, '3,500'),
  mpesaPaymentFailed: NOTICES_SW.mpesaPaymentFailed(350, 'Request cancelled by user'),
  mpesaPaymentFailedBecause: NOTICES_SW.mpesaPaymentFailedBecause(350, MPESA_MESSAGES_SW.timedOut),
  paymentFailed: NOTICES_SW.paymentFailed(350, NOTICES_SW.unknownToPaystack),
  unknownToPaystack: NOTICES_SW.unknownToPaystack,
  redemptionStarted: NOTICES_SW.redemptionStarted(100, '75.00', 'M-Pesa •••• 5678'),
  redemptionFailed: NOTICES_SW.redemptionFailed(500, 'Akaunti haipo.'),
  kycApproved: NOTICES_SW.kycApproved,
  kycRejected: NOTICES_SW.kycRejected('Picha haisomeki.'),
  kycApprovedSubject: NOTICES_SW.kycApprovedSubject,
  kycRejectedSubject: NOTICES_SW.kycRejectedSubject,
  reconciliation: NOTICES_SW.reconciliation('2026-11-25', 4),
  reconciliationSubject: NOTICES_SW.reconciliationSubject('2026-11-25'),
  reconciliationMore: NOTICES_SW.reconciliationMore(3),
  periodTo: NOTICES_SW.periodTo('2026-11-01', '2026-11-25'),
};

describe('notifications in Kiswahili', () => {
  it.each(Object.entries(samples))('%s reads as Kiswahili', (_name, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(ENGLISH);
  });

  it('puts the number after the noun and keeps the amounts and names as given', () => {
    expect(NOTICES_SW.purchaseComplete(1000, '3,500')).toBe('Ununuzi wako wa tokeni 1,000 kwa KES 3,500 umekamilika.');
    expect(NOTICES_SW.won('Mbio', 160, 100, 60, '')).toBe('Umeshinda “Mbio”: tokeni 160 (dau lako la tokeni 100 pamoja na tokeni 60) ziko kwenye pochi yako.');
    expect(NOTICES_SW.redemptionFailed(500, 'Akaunti haipo.')).toBe('Utoaji wako wa tokeni 500 haukuweza kulipwa: Akaunti haipo. Tokeni 500 zimerudi kwenye pochi yako.');
    expect(NOTICES_SW.decided('Chess', outcomeWordsSw('player_b_wins', null, 'baraka'), null)).toBe('Msimamizi ameamua “Chess”: baraka ameshinda.');
  });

  it('explains an M-Pesa failure with the wallet’s Kiswahili reason', () => {
    expect(NOTICES_SW.mpesaPaymentFailed(350, 'Request cancelled by user')).toBe(`Malipo yako ya KES 350 hayakufaulu. ${MPESA_MESSAGES_SW.declined}`);
    expect(NOTICES_SW.mpesaPaymentFailed(350, 'Insufficient balance')).toBe(`Malipo yako ya KES 350 hayakufaulu. ${MPESA_MESSAGES_SW.insufficientFunds}`);
  });
});
