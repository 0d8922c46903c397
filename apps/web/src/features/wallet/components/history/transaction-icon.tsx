// The icon of a history row, by status first (problems stand out), then by type.
import type { WalletTransaction } from '@changamoto/shared/contract';
import { ArrowDownLeft, ArrowUpRight, Banknote, CircleAlert, Clock, Gift, ShoppingCart, Trophy, Undo2, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isDebit } from './transaction-display';

function pick(tx: WalletTransaction): { Icon: LucideIcon; tone: string } {
  if (tx.status === 'failed' || tx.status === 'cancelled' || tx.status === 'failed_recredited') return { Icon: CircleAlert, tone: 'bg-red-50 text-red-700' };
  if (tx.status === 'pending') return { Icon: Clock, tone: 'bg-amber-50 text-amber-700' };
  if (/purchase|topup/.test(tx.type)) return { Icon: ShoppingCart, tone: 'bg-brand-50 text-brand-700' };
  if (tx.type === 'token_bundle_redemption') return { Icon: Banknote, tone: 'bg-gray-100 text-gray-700' };
  if (/bonus|mitigation/.test(tx.type)) return { Icon: Gift, tone: 'bg-accent-400/20 text-gray-900' };
  if (/win/.test(tx.type)) return { Icon: Trophy, tone: 'bg-accent-400/20 text-gray-900' };
  if (/refund|recredit/.test(tx.type)) return { Icon: Undo2, tone: 'bg-blue-50 text-blue-700' };
  return isDebit(tx) ? { Icon: ArrowUpRight, tone: 'bg-gray-100 text-gray-700' } : { Icon: ArrowDownLeft, tone: 'bg-brand-50 text-brand-700' };
}

export function TransactionIcon({ transaction, className }: { transaction: WalletTransaction; className?: string }) {
  const { Icon, tone } = pick(transaction);
  return (
    <span aria-hidden="true" className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', tone, className)}>
      <Icon className="h-5 w-5" />
    </span>
  );
}
