// How a queue item's claims read: one column per player, side by side (issue #7).
import type { AdminQueueItem } from '@changamoto/shared/contract';
import { translate } from '@/lib/i18n';
import '../i18n';

type Person = { id: string; username: string | null } | null;
const nameOf = (person: Person, fallback: string) => person?.username ?? fallback;

export interface ClaimColumn {
  key: string;
  role: string;
  name: string;
  claim: AdminQueueItem['claims'][number] | null;
}

/** Player A and player B (solo: player A) with their claim or none; then any other claimant (a public creator). */
export function claimColumns(item: AdminQueueItem): ClaimColumn[] {
  const players: { role: string; person: Person }[] =
    item.challenge.type === 'public' ? [] : [{ role: translate('admin.claims.playerA'), person: item.playerA }, ...(item.challenge.type === 'two_player' ? [{ role: translate('admin.claims.playerB'), person: item.playerB }] : [])];
  const columns: ClaimColumn[] = players.map(({ role, person }) => ({
    key: person?.id ?? role,
    role,
    name: nameOf(person, role),
    claim: item.claims.find((c) => c.userId === person?.id) ?? null,
  }));
  for (const claim of item.claims) if (!columns.some((column) => column.claim === claim)) columns.push({ key: claim.userId, role: translate('admin.claims.creator'), name: claim.username ?? translate('admin.claims.unknownPlayer'), claim });
  return columns;
}

export const QUEUE_REASON_LABELS: Record<AdminQueueItem['reason'], string> = {
  get disputed() {
    return translate('admin.queueReason.disputed');
  },
  get agreed() {
    return translate('admin.queueReason.agreed');
  },
  get pending_verification() {
    return translate('admin.queueReason.pending_verification');
  },
  get overdue() {
    return translate('admin.queueReason.overdue');
  },
};

/** The reason a decision for `outcome` needs: required when it goes against any claim (every dispute), else optional. */
export const overrulesAClaim = (item: AdminQueueItem, outcome: string) => item.claims.some((c) => c.outcome !== outcome);
