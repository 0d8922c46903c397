import { describe, expect, it } from 'vitest';
import { MPESA_MESSAGES, mpesaFailureKind, mpesaFailureMessage } from './mpesa';

describe('M-Pesa failure reasons', () => {
  it('reads the simulator’s and Paystack’s words into the three cases the wallet explains', () => {
    expect(mpesaFailureKind('Declined by customer')).toBe('declined');
    expect(mpesaFailureKind('Request cancelled by user')).toBe('declined');
    expect(mpesaFailureKind('Insufficient funds')).toBe('insufficient_funds');
    expect(mpesaFailureKind('The balance is insufficient for the transaction')).toBe('insufficient_funds');
    expect(mpesaFailureKind('Transaction timed out')).toBe('timed_out');
    expect(mpesaFailureKind('DS timeout user cannot be reached')).toBe('timed_out');
    expect(mpesaFailureKind('Something else')).toBe('other');
    expect(mpesaFailureKind(null)).toBe('other');
  });

  it('gives each case its message, with a retry, in English and Kiswahili', () => {
    expect(mpesaFailureMessage('Insufficient funds')).toBe(MPESA_MESSAGES.insufficientFunds);
    expect(mpesaFailureMessage('Declined by customer')).toBe(MPESA_MESSAGES.declined);
    expect(mpesaFailureMessage('Transaction timed out')).toBe(MPESA_MESSAGES.timedOut);
    expect(mpesaFailureMessage('Wrong PIN.')).toBe('The M-Pesa payment did not go through: Wrong PIN. You can try again.');
    expect(mpesaFailureMessage('Declined by customer', 'sw')).toMatch(/Ulikataa/);
  });
});
