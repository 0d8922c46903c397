// Payouts: payout accounts, redemptions, the transfer job and the transfer webhook handler.
export { createPayoutsService, estimateWithdrawal, SEND_PAYOUT_JOB, type PayoutsService } from './payouts.service';
export { payoutsHandlers } from './payouts.routes';
export { payoutJobs, sendPayout } from './payouts.jobs';
export { handleTransferEvent, type SettlementResult } from './transfer-outcomes';
