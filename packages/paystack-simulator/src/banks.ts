// GET /bank?currency=KES&type=mobile_money|kepss: the payout destinations of a Kenyan integration.
// Codes: MPESA is Paystack's (paystack.md); the bank codes are the Central Bank of Kenya's numbers.
import type { Hono } from 'hono';
import type { SimContext } from './context';
import { paystackError, paystackOk, simulated } from './http';
import type { RecipientType } from './store';

export interface SimBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  type: RecipientType;
}

const CREATED_AT = '2023-09-01T08:00:00.000Z';

export const KENYAN_BANKS: readonly SimBank[] = [
  { id: 9001, name: 'M-PESA', slug: 'mpesa', code: 'MPESA', type: 'mobile_money' },
  { id: 9002, name: 'Airtel Money', slug: 'airtel-money-ke', code: 'ATL_KE', type: 'mobile_money' },
  { id: 9101, name: 'Absa Bank Kenya', slug: 'absa-bank-kenya', code: '03', type: 'kepss' },
  { id: 9102, name: 'Co-operative Bank of Kenya', slug: 'co-operative-bank-of-kenya', code: '11', type: 'kepss' },
  { id: 9103, name: 'Diamond Trust Bank Kenya', slug: 'diamond-trust-bank-kenya', code: '63', type: 'kepss' },
  { id: 9104, name: 'Equity Bank Kenya', slug: 'equity-bank-kenya', code: '68', type: 'kepss' },
  { id: 9105, name: 'Family Bank', slug: 'family-bank', code: '70', type: 'kepss' },
  { id: 9106, name: 'I&M Bank', slug: 'im-bank', code: '57', type: 'kepss' },
  { id: 9107, name: 'Kenya Commercial Bank', slug: 'kenya-commercial-bank', code: '01', type: 'kepss' },
  { id: 9108, name: 'NCBA Bank Kenya', slug: 'ncba-bank-kenya', code: '07', type: 'kepss' },
  { id: 9109, name: 'Stanbic Bank Kenya', slug: 'stanbic-bank-kenya', code: '31', type: 'kepss' },
  { id: 9110, name: 'Standard Chartered Bank Kenya', slug: 'standard-chartered-bank-kenya', code: '02', type: 'kepss' },
];

export function findBank(code: string, type?: RecipientType): SimBank | undefined {
  return KENYAN_BANKS.find((bank) => bank.code === code && (!type || bank.type === type));
}

function toPaystackBank(bank: SimBank) {
  return {
    id: bank.id,
    name: bank.name,
    slug: bank.slug,
    code: bank.code,
    longcode: '',
    gateway: null,
    pay_with_bank: false,
    supports_transfer: true,
    active: true,
    country: 'Kenya',
    currency: 'KES',
    type: bank.type,
    is_deleted: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
}

export function mountBankRoutes(app: Hono, ctx: SimContext) {
  app.get('/bank', simulated(ctx, 'banks'), (c) => {
    const currency = c.req.query('currency');
    const type = c.req.query('type');
    // Without a currency Paystack lists Nigerian banks; this integration only knows Kenya.
    if (currency !== 'KES') return paystackOk(c, 'Banks retrieved', [], 200);
    if (type && type !== 'mobile_money' && type !== 'kepss') {
      return paystackError(c, 400, 'Invalid bank type. Use mobile_money or kepss for KES');
    }
    const banks = KENYAN_BANKS.filter((bank) => !type || bank.type === type).map(toPaystackBank);
    return c.json({ status: true, message: 'Banks retrieved', data: banks, meta: { next: null, previous: null, perPage: 100 } });
  });
}
