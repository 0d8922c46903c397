import { ADULT_MESSAGES, PROFILE_MESSAGES } from '@changamoto/shared/domain';
import { AppError } from '../../http/errors';

export const LEDGER_MESSAGES = {
  insufficient: 'Insufficient tokens.',
  frozen: 'Your balance is frozen, so tokens cannot move. Contact support@changamoto.co.ke for help.',
} as const;

/**
 * A debit larger than the balance: the whole database transaction rolls back (DOMAIN.md §1). Its own
 * code, so the web can tell it from other conflicts and offer 'Buy tokens' beside the message.
 */
export class InsufficientTokensError extends AppError {
  constructor(message: string = LEDGER_MESSAGES.insufficient) {
    super(409, 'insufficient_tokens', message);
  }
}

/** A frozen balance refuses every movement (DOMAIN.md §6). */
export class BalanceFrozenError extends AppError {
  constructor() {
    super(403, 'forbidden', LEDGER_MESSAGES.frozen);
  }
}

/**
 * No token moves for a person who has not confirmed they are 18 or older (DOMAIN.md §7): an account made
 * by an e-mail code, an SMS code or Google never saw the sign-up form's checkbox. Its own code, so the
 * web knows to ask for the confirmation and let the person try again.
 */
export class AdultConfirmationRequiredError extends AppError {
  constructor() {
    super(403, 'adult_confirmation_required', ADULT_MESSAGES.beforeTokens);
  }
}

/**
 * No token moves for a person without a username (issue #24 item 1): an account made by an SMS or e-mail
 * code is created before 'Complete Your Profile', and would otherwise play as "Unknown player". Checked
 * before the 18+ confirmation, because that step asks for both; its own code, so the web sends the
 * person to the step.
 */
export class ProfileIncompleteError extends AppError {
  constructor() {
    super(403, 'profile_incomplete', PROFILE_MESSAGES.incompleteBeforeTokens);
  }
}
