// USSD for feature phones (issue #19 §3, DOMAIN.md §11): one Africa's Talking request in, one screen
// out. The menu is the pure state machine of ussd-menu.ts; this reads what a screen shows and does what
// a final screen asks through the very services the web uses (balances, invites, stakes, redemptions,
// purchases), so the same limits, self-exclusion, freezes and messages apply.
//
// Idempotency: a screen that writes (ACTION_KINDS) claims its (sessionId, text) row in the transaction
// of its work (ussd.repo.ts claimStep); Africa's Talking's retry of that step gets the stored answer
// and never moves tokens twice. A wrong PIN is an answer too: the try is counted once.
import { normalizeMpesaAccount } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { runInTransaction, type Tx } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { Viewer } from '../../http/contract-router';
import type { Logger } from '../../logger';
import type { ChallengesService } from '../challenges/challenges.service';
import { getBalances } from '../ledger';
import type { PayoutsService } from '../payouts';
import { MAX_LISTED_INVITES, isAction, screenFor, type ActionScreen, type Screen, type Side } from './ussd-menu';
import { USSD_MESSAGES, type UssdMessages } from './ussd.messages';
import type { UssdPinService } from './ussd-pin.service';
import * as repo from './ussd.repo';

/** The form fields of Africa's Talking's USSD callback. */
export interface UssdRequest {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  text: string;
}

/**
 * Starts an M-Pesa STK push purchase of `kes` to `phone` for this person (wallet module), once per
 * session step; `started: false` when Paystack refused it at once (`message` says why). Throws an
 * AppError when the purchase rules refuse it.
 */
export type StartMpesaPurchase = (input: { userId: string; kes: number; phone: string; sessionId: string; step: string }) => Promise<{ started: boolean; message: string }>;

export interface UssdDeps {
  db: Db;
  pins: UssdPinService;
  challenges: Pick<ChallengesService, 'respondToInvite' | 'joinOrBack'>;
  payouts: Pick<PayoutsService, 'estimate' | 'initiateRedemption'>;
  startMpesaPurchase: StartMpesaPurchase;
  log: Logger;
}

const ACTIVE_LISTED = 3;

/** The viewer the challenge and payout services expect, for a person known by their verified phone. */
const viewerOf = (person: repo.UssdPerson): Viewer => ({ id: person.id, email: '', role: 'user' });

function sideName(m: UssdMessages, challenge: repo.UssdChallenge, side: Side): string {
  if (challenge.type === 'solo') return side === 1 ? m.soloSucceeds : m.soloFails;
  return m.wins((side === 1 ? challenge.player_a_name : challenge.player_b_name) ?? (side === 1 ? 'A' : 'B'));
}

function outcomeOf(challenge: repo.UssdChallenge, side: Side) {
  if (challenge.type === 'solo') return side === 1 ? 'solo_succeeds' : 'solo_fails';
  return side === 1 ? 'player_a_wins' : 'player_b_wins';
}

/** AT sends +2547…; a number typed without the + is read the same way. */
export function normalizeUssdPhone(input: string): string {
  const digits = input.replace(/[^\d]/g, '');
  const mpesa = normalizeMpesaAccount(digits);
  return mpesa ? `+${mpesa}` : input.trim();
}

export function createUssdService({ db, pins, challenges, payouts, startMpesaPurchase, log }: UssdDeps) {
  /** What the PIN check answers when it refuses, or null when the PIN is right. */
  async function pinRefusal(tx: Tx, m: UssdMessages, userId: string, pin: string): Promise<string | null> {
    const checked = await pins.check(tx, userId, pin);
    if (checked.ok) return null;
    if (checked.reason === 'not_set') return m.pinNotSet;
    if (checked.reason === 'locked') return m.pinLocked(checked.until);
    return checked.lockedUntil ? m.pinLockedNow(checked.lockedUntil) : m.pinWrong(checked.attemptsLeft);
  }

  /**
   * The step's work once per (sessionId, text): claimed, done and its answer stored in one transaction.
   * A refusal of the work (AppError) rolls it all back and is answered with its message; a retry then
   * runs it again, which moves nothing twice since nothing moved.
   */
  async function once(request: UssdRequest, person: repo.UssdPerson, m: UssdMessages, work: (tx: Tx) => Promise<string>): Promise<string> {
    try {
      return await runInTransaction(db, async (tx) => {
        const first = await repo.claimStep(tx, { sessionId: request.sessionId, input: request.text, userId: person.id, phoneNumber: request.phoneNumber });
        if (!first) return (await repo.findStepAnswer(tx, request.sessionId, request.text, request.phoneNumber)) || m.busy;
        const answer = await work(tx);
        await repo.recordStepAnswer(tx, request.sessionId, request.text, answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof AppError) return m.refused(error.message);
      throw error;
    }
  }

  /** Invite number `index` of menu 2, as listed there (same order). */
  async function invite(userId: string, index: number) {
    return (await repo.invitesAwaiting(db, userId, MAX_LISTED_INVITES))[index - 1];
  }

  async function show(screen: Exclude<Screen, ActionScreen>, person: repo.UssdPerson, m: UssdMessages): Promise<string> {
    switch (screen.kind) {
      case 'main':
        return m.main;
      case 'balance': {
        const balances = await getBalances(db, person.id);
        return m.balance(balances.total, balances.cash);
      }
      case 'challenges': {
        const [invites, active] = await Promise.all([repo.invitesAwaiting(db, person.id, MAX_LISTED_INVITES), repo.activeChallengesOf(db, person.id, ACTIVE_LISTED)]);
        if (invites.length === 0 && active.length === 0) return m.nothing;
        const lines = [
          ...(invites.length ? [m.invitesHeading, ...invites.map((c, i) => m.inviteLine(i + 1, c.title, Number(c.player_b_stake)))] : []),
          ...(active.length ? [m.activeHeading, ...active.map((c) => `${c.short_code} ${c.title.slice(0, 18)}`)] : []),
        ];
        // Only invites can be answered: with none, the list is all there is.
        return invites.length ? `CON ${lines.join('\n')}\n${m.pickInvite}` : `END ${lines.join('\n')}`;
      }
      case 'invite':
      case 'invite_accept_pin': {
        const chosen = await invite(person.id, screen.index);
        if (!chosen) return m.invalid;
        const stake = Number(chosen.player_b_stake);
        return screen.kind === 'invite' ? m.inviteOptions(chosen.title, stake, chosen.player_a_name ?? '?') : m.enterPin(m.acceptWhat(chosen.title, stake));
      }
      case 'back_code':
        return m.askCode;
      case 'back_side':
      case 'back_amount':
      case 'back_pin': {
        const challenge = await repo.challengeByShortCode(db, screen.code);
        if (!challenge) return m.unknownCode;
        if (challenge.type === 'public') return m.notBackable;
        if (screen.kind === 'back_side') return m.sides(challenge.title, sideName(m, challenge, 1), sideName(m, challenge, 2));
        if (screen.kind === 'back_amount') return m.askTokens;
        return m.enterPin(m.backWhat(sideName(m, challenge, screen.side), challenge.short_code, screen.tokens));
      }
      case 'buy_amount':
        return m.askKes;
      case 'withdraw_amount': {
        if (person.kyc_status !== 'verified') return m.kycRequired;
        return m.askWithdraw((await getBalances(db, person.id)).cash);
      }
      case 'withdraw_pin': {
        // The estimate the web shows (payouts.estimate): fee, tax once the tax rules land, and net.
        const estimate = payouts.estimate(screen.tokens) as ReturnType<PayoutsService['estimate']> & { taxKes?: number };
        return m.enterPin(m.withdrawWhat(screen.tokens, estimate.feeKes, estimate.taxKes, estimate.netKes));
      }
      case 'language':
        return m.language;
      case 'invalid':
        return m.invalid;
    }
  }

  async function act(screen: ActionScreen, request: UssdRequest, person: repo.UssdPerson, m: UssdMessages): Promise<string> {
    switch (screen.kind) {
      case 'set_language':
        return once(request, person, USSD_MESSAGES[screen.locale], async (tx) => {
          await repo.setLocale(tx, person.id, screen.locale);
          return USSD_MESSAGES[screen.locale].languageSet;
        });
      case 'invite_reject':
      case 'invite_accept': {
        const chosen = await invite(person.id, screen.index);
        if (!chosen) return m.invalid;
        return once(request, person, m, async (tx) => {
          if (screen.kind === 'invite_accept') {
            const refused = await pinRefusal(tx, m, person.id, screen.pin);
            if (refused) return refused;
          }
          await challenges.respondToInvite(tx, viewerOf(person), chosen.id, screen.kind === 'invite_accept' ? 'accept' : 'reject');
          return screen.kind === 'invite_accept' ? m.accepted(chosen.title) : m.rejected(chosen.title);
        });
      }
      case 'back': {
        const challenge = await repo.challengeByShortCode(db, screen.code);
        if (!challenge) return m.unknownCode;
        if (challenge.type === 'public') return m.notBackable;
        return once(request, person, m, async (tx) => {
          const refused = await pinRefusal(tx, m, person.id, screen.pin);
          if (refused) return refused;
          await challenges.joinOrBack(tx, viewerOf(person), challenge.id, { actionType: 'back', backedOutcome: outcomeOf(challenge, screen.side), stakeAmount: screen.tokens });
          return m.backed(sideName(m, challenge, screen.side), challenge.short_code, screen.tokens);
        });
      }
      case 'withdraw': {
        if (person.kyc_status !== 'verified') return m.kycRequired;
        const accountNumber = normalizeMpesaAccount(request.phoneNumber);
        const account = accountNumber ? await repo.mpesaAccountFor(db, person.id, accountNumber) : undefined;
        if (!account) return m.noPayoutAccount;
        return once(request, person, m, async (tx) => {
          const refused = await pinRefusal(tx, m, person.id, screen.pin);
          if (refused) return refused;
          await payouts.initiateRedemption(tx, person.id, { tokensToRedeem: screen.tokens, recipientCode: account.recipient_code });
          return m.withdrawn(payouts.estimate(screen.tokens).netKes);
        });
      }
      case 'buy':
        return buy(screen.kes, request, person, m);
    }
  }

  /**
   * Menu 4: the STK push waits on the provider, so it cannot sit inside the step's transaction
   * (decision 016). The step is claimed first (a retry meanwhile is told to wait, and never starts a
   * second push), the purchase started with no transaction open, and its answer stored after.
   */
  async function buy(kes: number, request: UssdRequest, person: repo.UssdPerson, m: UssdMessages): Promise<string> {
    const first = await runInTransaction(db, (tx) => repo.claimStep(tx, { sessionId: request.sessionId, input: request.text, userId: person.id, phoneNumber: request.phoneNumber }));
    if (!first) return (await repo.findStepAnswer(db, request.sessionId, request.text, request.phoneNumber)) || m.busy;
    let answer: string;
    try {
      const outcome = await startMpesaPurchase({ userId: person.id, kes, phone: person.phone!, sessionId: request.sessionId, step: request.text });
      answer = outcome.started ? m.buyStarted(kes) : m.refused(outcome.message);
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, userId: person.id }, 'USSD purchase failed');
      answer = m.refused(error instanceof AppError ? error.message : 'The payment could not be started. Please try again.');
    }
    await runInTransaction(db, (tx) => repo.recordStepAnswer(tx, request.sessionId, request.text, answer));
    return answer;
  }

  return {
    /** One screen for one callback: the answer starts with CON or END. */
    async handle(request: UssdRequest): Promise<string> {
      const phone = normalizeUssdPhone(request.phoneNumber);
      const { verified, unverified } = await repo.findPersonByPhone(db, phone);
      const en = USSD_MESSAGES.en;
      if (!verified) return unverified ? en.unverified : en.notRegistered;
      const m = USSD_MESSAGES[verified.locale];
      if (verified.banned) return m.suspended;
      const screen = screenFor(request.text);
      if (!isAction(screen)) return show(screen, verified, m);
      // A step already answered (Africa's Talking retried it): the same answer, nothing done again.
      const stored = await repo.findStepAnswer(db, request.sessionId, request.text, phone);
      if (stored) return stored;
      return act(screen, { ...request, phoneNumber: phone }, verified, m);
    },
  };
}

export type UssdService = ReturnType<typeof createUssdService>;
