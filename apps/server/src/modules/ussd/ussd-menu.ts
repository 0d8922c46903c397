// The USSD menu as a pure state machine (no database): Africa's Talking sends every answer of the
// session so far in `text`, joined by '*' ("" first, then "3", "3*K7P2QX", "3*K7P2QX*1", …), and this
// turns that into the screen to show, with each answer checked for its shape. What the screens need
// from the database (balances, lists, the work itself) is the service's part (ussd.service.ts).
import { normalizeShortCode, USSD_PIN_PATTERN } from '@changamoto/shared/domain';

/** The most tokens or KES one USSD answer may name (far above any real amount; keeps numbers exact). */
export const MAX_USSD_AMOUNT = 10_000_000;
/** How many invites menu 2 numbers (a feature phone's screen holds few lines). */
export const MAX_LISTED_INVITES = 4;

export type Side = 1 | 2;

export type Screen =
  | { kind: 'main' }
  | { kind: 'balance' }
  | { kind: 'challenges' }
  | { kind: 'invite'; index: number }
  | { kind: 'invite_accept_pin'; index: number }
  | { kind: 'invite_accept'; index: number; pin: string }
  | { kind: 'invite_reject'; index: number }
  | { kind: 'back_code' }
  | { kind: 'back_side'; code: string }
  | { kind: 'back_amount'; code: string; side: Side }
  | { kind: 'back_pin'; code: string; side: Side; tokens: number }
  | { kind: 'back'; code: string; side: Side; tokens: number; pin: string }
  | { kind: 'buy_amount' }
  | { kind: 'buy'; kes: number }
  | { kind: 'withdraw_amount' }
  | { kind: 'withdraw_pin'; tokens: number }
  | { kind: 'withdraw'; tokens: number; pin: string }
  | { kind: 'language' }
  | { kind: 'set_language'; locale: 'en' | 'sw' }
  | { kind: 'invalid' };

/** The screens that write (tokens, a PIN try, the language): each is done once per session and step. */
export const ACTION_KINDS = ['invite_accept', 'invite_reject', 'back', 'buy', 'withdraw', 'set_language'] as const;
export type ActionScreen = Extract<Screen, { kind: (typeof ACTION_KINDS)[number] }>;
export const isAction = (screen: Screen): screen is ActionScreen => (ACTION_KINDS as readonly string[]).includes(screen.kind);

const INVALID: Screen = { kind: 'invalid' };

function amount(input: string | undefined): number | null {
  if (input === undefined || !/^\d{1,8}$/.test(input)) return null;
  const value = Number(input);
  return value >= 1 && value <= MAX_USSD_AMOUNT ? value : null;
}

function side(input: string | undefined): Side | null {
  return input === '1' ? 1 : input === '2' ? 2 : null;
}

const pin = (input: string | undefined) => (input !== undefined && USSD_PIN_PATTERN.test(input) ? input : null);

/** The screen for a session's answers so far; anything past a final screen, or of the wrong shape, is invalid. */
export function screenFor(text: string): Screen {
  const answers = text === '' ? [] : text.split('*').map((part) => part.trim());
  const [choice, ...rest] = answers;
  if (choice === undefined) return { kind: 'main' };
  const done = (screen: Screen, used: number) => (rest.length === used ? screen : INVALID);
  switch (choice) {
    case '1':
      return done({ kind: 'balance' }, 0);
    case '2': {
      if (rest.length === 0) return { kind: 'challenges' };
      const index = Number(rest[0]);
      if (!/^\d$/.test(rest[0]!) || index < 1 || index > MAX_LISTED_INVITES) return INVALID;
      if (rest.length === 1) return { kind: 'invite', index };
      if (rest[1] === '2') return done({ kind: 'invite_reject', index }, 2);
      if (rest[1] !== '1') return INVALID;
      if (rest.length === 2) return { kind: 'invite_accept_pin', index };
      const p = pin(rest[2]);
      return p ? done({ kind: 'invite_accept', index, pin: p }, 3) : INVALID;
    }
    case '3': {
      if (rest.length === 0) return { kind: 'back_code' };
      const code = normalizeShortCode(rest[0]!);
      if (!code) return INVALID;
      if (rest.length === 1) return { kind: 'back_side', code };
      const s = side(rest[1]);
      if (!s) return INVALID;
      if (rest.length === 2) return { kind: 'back_amount', code, side: s };
      const tokens = amount(rest[2]);
      if (!tokens) return INVALID;
      if (rest.length === 3) return { kind: 'back_pin', code, side: s, tokens };
      const p = pin(rest[3]);
      return p ? done({ kind: 'back', code, side: s, tokens, pin: p }, 4) : INVALID;
    }
    case '4': {
      if (rest.length === 0) return { kind: 'buy_amount' };
      const kes = amount(rest[0]);
      return kes ? done({ kind: 'buy', kes }, 1) : INVALID;
    }
    case '5': {
      if (rest.length === 0) return { kind: 'withdraw_amount' };
      const tokens = amount(rest[0]);
      if (!tokens) return INVALID;
      if (rest.length === 1) return { kind: 'withdraw_pin', tokens };
      const p = pin(rest[1]);
      return p ? done({ kind: 'withdraw', tokens, pin: p }, 2) : INVALID;
    }
    case '0': {
      if (rest.length === 0) return { kind: 'language' };
      const s = side(rest[0]);
      return s ? done({ kind: 'set_language', locale: s === 1 ? 'en' : 'sw' }, 1) : INVALID;
    }
    default:
      return INVALID;
  }
}
