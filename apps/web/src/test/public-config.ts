// Test-only: a full GET /api/config answer (the defaults of packages/shared rules) and a mockApi handler serving it.
import type { PublicConfig } from '@changamoto/shared/contract';
import { mockApi } from './render';

export const tieredConfig: PublicConfig = {
  kesPerToken: 1,
  customKesPerToken: 1,
  minCustomPurchaseKes: 10,
  minNetWithdrawalKes: 10,
  withdrawalFeeMode: 'tiered',
  withdrawalFeeTiers: [
    { fromKes: 1, toKes: 1500, feeKes: 20 },
    { fromKes: 1501, toKes: 20000, feeKes: 40 },
    { fromKes: 20001, toKes: null, feeKes: 60 },
  ],
  exciseDutyRate: 0.05,
  withdrawalTaxRate: 0.05,
  platformFeeRate: 0.2,
  lossMitigationRate: 0.1,
  onboardingBonusTokens: 50,
  dailyBonusTokens: 5,
  referralBonusTokens: 20,
  inviteTtlHours: 72,
  supportEmail: 'support@changamoto.co.ke',
  supportPhone: '+254 711 082 000',
  supportWhatsapp: '+254 711 082 001',
  googleSignInEnabled: false,
};

export const freeConfig: PublicConfig = { ...tieredConfig, withdrawalFeeMode: 'free', withdrawalFeeTiers: [] };

/** Answers GET /api/config with `config`; any other call is a test failure (404). */
export function serveConfig(config: PublicConfig = tieredConfig) {
  return mockApi(({ method, url }) => (method === 'GET' && url.pathname === '/api/config' ? { body: config } : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }));
}
