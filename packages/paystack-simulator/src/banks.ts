// GET /bank?currency=KES&type=mobile_money|kepss: the payout destinations of a Kenyan integration.
// Codes: MPESA is Paystack's (paystack.md); the bank codes are the Central Bank of Kenya's numbers.
import type { Hono } from 'hono';
import type { SimContext } from './context';
import { paystackError, simulated } from './http';

/** The bank list's `type` filter values for Kenya (the OpenAPI's `type` enum has them; they are not recipient types). */
export type SimBankType = 'mobile_money' | 'kepss' | 'mobile_money_business';

export interface SimBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  type: SimBankType;
  /** Shown by GET /bank; the M-Pesa till (MPTILL, from the documented M-Pesa business recipient example) is only a recipient bank code. */
  listed?: false;
}

const CREATED_AT = '2023-09-01T08:00:00.000Z';

export const KENYAN_BANKS: readonly SimBank[] = [
  { id: 9001, name: 'M-PESA', slug: 'mpesa', code: 'MPESA', type: 'mobile_money' },
  { id: 9003, name: 'M-PESA Till', slug: 'mpesa-till', code: 'MPTILL', type: 'mobile_money_business', listed: false },
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

export function findBank(code: string, type?: SimBankType): SimBank | undefined {
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
    available_for_direct_debit: false,
    active: true,
    country: 'Kenya',
    currency: 'KES',
    type: bank.type,
    is_deleted: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
}

const DEFAULT_PER_PAGE = 50;

/** The bank list pages by cursor (meta.next / meta.previous, as Paystack's); a cursor is the base64 of the id it starts after. */
const cursorOf = (id: number) => Buffer.from(`bank:${id}`).toString('base64');
function idOfCursor(cursor: string): number | null {
  const match = /^bank:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

export function mountBankRoutes(app: Hono, ctx: SimContext) {
  app.get('/bank', simulated(ctx, 'banks'), (c) => {
    const currency = c.req.query('currency');
    const country = c.req.query('country')?.toLowerCase();
    const type = c.req.query('type');
    const perPageText = c.req.query('perPage') ?? c.req.query('per_page');
    const perPage = perPageText === undefined ? DEFAULT_PER_PAGE : Number(perPageText);
    if (!Number.isSafeInteger(perPage) || perPage < 1) return paystackError(c, 400, 'perPage must be a whole number from 1');
    const after = c.req.query('next');
    const before = c.req.query('previous');
    const afterId = after ? idOfCursor(after) : null;
    const beforeId = before ? idOfCursor(before) : null;
    if ((after && afterId === null) || (before && beforeId === null)) return paystackError(c, 400, 'Invalid cursor');
    // Without currency or country Paystack lists Nigerian banks; this integration only knows Kenya, so
    // that list is empty (still with its meta).
    const kenya = currency === 'KES' || (currency === undefined && country === 'kenya');
    if (type && !['mobile_money', 'kepss', 'mobile_money_business'].includes(type)) {
      return paystackError(c, 400, 'Invalid bank type. Use mobile_money or kepss for KES');
    }
    const all = kenya ? KENYAN_BANKS.filter((bank) => bank.listed !== false && (!type || bank.type === type)) : [];
    let start = 0;
    if (afterId !== null) start = all.findIndex((bank) => bank.id === afterId) + 1;
    if (beforeId !== null) start = Math.max(0, all.findIndex((bank) => bank.id === beforeId) - perPage);
    const pageOf = all.slice(start, start + perPage);
    const last = pageOf.at(-1);
    const first = pageOf[0];
    const meta = {
      next: last && start + perPage < all.length ? cursorOf(last.id) : null,
      previous: first && start > 0 ? cursorOf(first.id) : null,
      perPage,
    };
    return c.json({ status: true, message: 'Banks retrieved', data: pageOf.map(toPaystackBank), meta });
  });
}
