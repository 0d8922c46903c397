// spec §5 Marking winners: a checkbox per participant of a public challenge (refunded ones excluded).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { WinnerCheckboxes } from '@/components/winner-checkboxes';
import { personName } from '../lib/format';

export function WinnerPicker({
  challenge,
  selected,
  onChange,
  error,
  idPrefix,
}: {
  challenge: ChallengeDetail;
  selected: string[];
  onChange: (ids: string[]) => void;
  error: string | null;
  idPrefix: string;
}) {
  const candidates = challenge.participants.filter((p) => p.status !== 'refunded').map((p) => ({ userId: p.userId, name: personName(p.user) }));
  return <WinnerCheckboxes candidates={candidates} selected={selected} onChange={onChange} error={error} idPrefix={idPrefix} />;
}
