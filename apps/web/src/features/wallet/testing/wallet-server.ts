// Test-only: a signed-in, KYC-verified person with a wallet, and a mockApi stand-in for the wallet
// endpoints, so each wallet test states only the answers it cares about.
import type { PayoutAccount, Profile, TokenBundle, Wallet, WalletTransaction } from '@changamoto/shared/contract';
import { estimateWithdrawal } from '@changamoto/shared/domain';
import { tieredConfig } from '@/test/public-config';
import { mockApi, type MockResponse } from '@/test/render';
import { baseProfile } from '@/test/profile';

export const walletProfile: Profile = { ...baseProfile, kycStatus: 'verified', tokens: 1200 };

export const testWallet: Wallet = {
  tokens: 1200,
  withdrawable: 1000,
  withdrawableEstimate: { tokens: 1000, grossKes: 1000, feeKes: 20, taxKes: 50, taxRate: 0.05, netKes: 930, minimumNetKes: 10 },
  bonus: 200,
  region: 'KE',
  balanceFrozen: false,
  kycStatus: 'verified',
};

export const testBundles: TokenBundle[] = [
  { id: '10000000-0000-4000-8000-000000000025', name: 'Starter', description: null, tokenAmount: 25, cashPriceKes: 99 },
  { id: '10000000-0000-4000-8000-000000000050', name: 'Player', description: null, tokenAmount: 50, cashPriceKes: 180 },
  { id: '10000000-0000-4000-8000-000000000100', name: 'Champion', description: null, tokenAmount: 100, cashPriceKes: 350 },
];

export const mpesaAccount: PayoutAccount = {
  id: '20000000-0000-4000-8000-000000000001',
  accountName: 'Mary Wanjiku',
  bankName: 'M-PESA',
  accountNumberPreview: '•••• 5678',
  currency: 'KES',
  type: 'mobile_money',
  isDefault: true,
  recipientCode: 'RCP_mpesa1',
  createdAt: '2026-03-04T10:00:00+03:00',
  availableFrom: '2026-03-05T10:00:00+03:00',
};

export const bankAccount: PayoutAccount = {
  ...mpesaAccount,
  id: '20000000-0000-4000-8000-000000000002',
  accountName: 'Mary W Bank',
  bankName: 'Equity Bank',
  accountNumberPreview: '•••• 4321',
  type: 'kepss',
  isDefault: false,
  recipientCode: 'RCP_bank1',
};

export function transaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    type: 'token_bundle_purchase',
    status: 'completed',
    amountTokens: 100,
    amountCurrency: 350,
    currency: 'KES',
    reference: 'CHG-REF-1',
    errorMessage: null,
    metadata: {},
    redemption: null,
    exciseDutyKes: 17.5,
    createdAt: '2026-03-05T12:00:00+03:00',
    ...overrides,
  };
}

export const notFound = (message = 'Not found'): MockResponse => ({ status: 404, body: { error: { code: 'not_found', message } } });
export const serverError = (message: string, status = 500): MockResponse => ({ status, body: { error: { code: status === 409 ? 'conflict' : 'internal_error', message } } });

type Handler = (request: { body: unknown; url: URL }) => MockResponse | Promise<MockResponse>;

/** The estimate as the server computes it by default: the 'tiered' fees (spec §9) and 5 % withholding (DOMAIN.md §10). */
function estimate(tokens: number): MockResponse {
  return { body: estimateWithdrawal(tokens, 'tiered', 0.05) };
}

/** `routes` maps 'METHOD /path' to an answer and overrides the defaults below. */
export function serveWallet({ profile = {}, routes = {} }: { profile?: Partial<Profile> | null; routes?: Record<string, Handler> } = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/profile': () => (profile === null ? { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } } : { body: { ...walletProfile, ...profile } }),
    'GET /api/config': () => ({ body: tieredConfig }),
    'GET /api/wallet': () => ({ body: testWallet }),
    'GET /api/wallet/bundles': () => ({ body: { bundles: testBundles } }),
    'GET /api/wallet/transactions': () => ({ body: { transactions: [] } }),
    'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [mpesaAccount] } }),
    'GET /api/wallet/withdrawal-estimate': ({ url }) => estimate(Number(url.searchParams.get('tokens'))),
  };
  const spy = mockApi(({ method, url, body }) => {
    const key = `${method} ${url.pathname}`;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler({ body, url }) : notFound();
  });
  /** The calls made to one endpoint: body and headers, in order. */
  const calls = (method: string, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: new Headers(init?.headers),
      }));
  return { spy, calls };
}
