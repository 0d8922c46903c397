// The USSD menu's state machine alone (no database): each answer's shape, each path to its screen.
import { normalizeShortCode, SHORT_CODE_ALPHABET, ussdShareText } from '@changamoto/shared/domain';
import { describe, expect, it } from 'vitest';
import { isAction, screenFor } from './ussd-menu';
import { USSD_MESSAGES } from './ussd.messages';

describe('screenFor', () => {
  it('walks every menu to its end', () => {
    expect(screenFor('')).toEqual({ kind: 'main' });
    expect(screenFor('1')).toEqual({ kind: 'balance' });
    expect(screenFor('2')).toEqual({ kind: 'challenges' });
    expect(screenFor('2*3')).toEqual({ kind: 'invite', index: 3 });
    expect(screenFor('2*3*1')).toEqual({ kind: 'invite_accept_pin', index: 3 });
    expect(screenFor('2*3*1*0042')).toEqual({ kind: 'invite_accept', index: 3, pin: '0042' });
    expect(screenFor('2*3*2')).toEqual({ kind: 'invite_reject', index: 3 });
    expect(screenFor('3')).toEqual({ kind: 'back_code' });
    expect(screenFor('3*k7p2qx')).toEqual({ kind: 'back_side', code: 'K7P2QX' });
    expect(screenFor('3*K7P2QX*2')).toEqual({ kind: 'back_amount', code: 'K7P2QX', side: 2 });
    expect(screenFor('3*K7P2QX*2*50')).toEqual({ kind: 'back_pin', code: 'K7P2QX', side: 2, tokens: 50 });
    expect(screenFor('3*K7P2QX*2*50*1234')).toEqual({ kind: 'back', code: 'K7P2QX', side: 2, tokens: 50, pin: '1234' });
    expect(screenFor('4')).toEqual({ kind: 'buy_amount' });
    expect(screenFor('4*100')).toEqual({ kind: 'buy', kes: 100 });
    expect(screenFor('5')).toEqual({ kind: 'withdraw_amount' });
    expect(screenFor('5*100')).toEqual({ kind: 'withdraw_pin', tokens: 100 });
    expect(screenFor('5*100*1234')).toEqual({ kind: 'withdraw', tokens: 100, pin: '1234' });
    expect(screenFor('0')).toEqual({ kind: 'language' });
    expect(screenFor('0*1')).toEqual({ kind: 'set_language', locale: 'en' });
    expect(screenFor('0*2')).toEqual({ kind: 'set_language', locale: 'sw' });
  });

  it('refuses answers of the wrong shape and anything past a final screen', () => {
    for (const text of [
      '6',
      '#',
      '1*1',
      '2*0',
      '2*5',
      '2*1*3',
      '2*1*1*123',
      '2*1*1*12345',
      '2*1*2*1',
      '3*K7P2Q',
      '3*O0I1L2',
      '3*K7P2QX*3',
      '3*K7P2QX*1*0',
      '3*K7P2QX*1*-5',
      '3*K7P2QX*1*1.5',
      '3*K7P2QX*1*999999999',
      '3*K7P2QX*1*5*abcd',
      '3*K7P2QX*1*5*1234*1',
      '4*0',
      '4*1*1',
      '5*x',
      '5*10*12a4',
      '0*3',
      '0*1*1',
    ]) {
      expect(screenFor(text), text).toEqual({ kind: 'invalid' });
    }
  });

  it('marks exactly the screens that write as actions (each done once per session step)', () => {
    const actions = ['2*1*1*1234', '2*1*2', '3*K7P2QX*1*5*1234', '4*100', '5*100*1234', '0*2'];
    const reads = ['', '1', '2', '2*1', '2*1*1', '3', '3*K7P2QX', '3*K7P2QX*1', '3*K7P2QX*1*5', '4', '5', '5*100', '0', '9'];
    for (const text of actions) expect(isAction(screenFor(text)), text).toBe(true);
    for (const text of reads) expect(isAction(screenFor(text)), text).toBe(false);
  });
});

describe('short codes', () => {
  it('have no look-alike characters, and are read as typed', () => {
    for (const lookalike of ['0', 'O', '1', 'I', 'L']) expect(SHORT_CODE_ALPHABET).not.toContain(lookalike);
    expect(normalizeShortCode(' k7p-2qx ')).toBe('K7P2QX');
    expect(normalizeShortCode('K7P2QO')).toBeNull();
    expect(ussdShareText('K7P2QX')).toBe('Back it on *384*123# with code K7P2QX');
  });
});

describe('screens', () => {
  it('fit a feature phone (182 characters) in both languages, and start with CON or END', () => {
    const long = 'A very long challenge title that goes on and on';
    const until = new Date('2026-11-26T09:00:00Z');
    for (const m of Object.values(USSD_MESSAGES)) {
      const screens = [
        m.main,
        m.balance(123456, 120000),
        m.notRegistered,
        m.unverified,
        m.suspended,
        m.invalid,
        m.nothing,
        m.inviteOptions(long, 100000, 'someone_with_a_long_name'),
        m.enterPin(m.acceptWhat(long, 100000)),
        m.accepted(long),
        m.rejected(long),
        m.askCode,
        m.unknownCode,
        m.notBackable,
        m.sides(long, m.wins('someone_with_a_long_name'), m.wins('another_long_username')),
        m.askTokens,
        m.enterPin(m.backWhat(m.soloSucceeds, 'K7P2QX', 100000)),
        m.backed(m.soloFails, 'K7P2QX', 100000),
        m.askKes,
        m.buyStarted(70000),
        m.askWithdraw(100000),
        m.kycRequired,
        m.noPayoutAccount,
        m.enterPin(m.withdrawWhat(100000, 1000, 5000, 94000)),
        m.withdrawn(94000),
        m.language,
        m.languageSet,
        m.pinNotSet,
        m.pinWrong(2),
        m.pinLockedNow(until),
        m.pinLocked(until),
        m.busy,
      ];
      for (const screen of screens) {
        expect(screen, screen).toMatch(/^(CON|END) /);
        expect(screen.length, screen).toBeLessThanOrEqual(182);
      }
      expect(m.pinLockedSms(until).length).toBeLessThanOrEqual(160);
    }
  });
});
