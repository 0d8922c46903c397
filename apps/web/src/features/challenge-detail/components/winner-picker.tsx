// spec §5 Marking winners: a checkbox per participant of a public challenge (refunded ones excluded):
// the detail's first page, and 'Show more participants' until every participant can be reached.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { WinnerCheckboxes } from '@/components/winner-checkboxes';
import { useChallengeStakes } from '../api/list-challenge-stakes';
import { personName } from '../lib/format';
import { ShowMore } from './show-more';
import { useChallengeDetailT } from '../i18n';

export function WinnerPicker({ challenge, selected, onChange, error, idPrefix }: { challenge: ChallengeDetail; selected: string[]; onChange: (ids: string[]) => void; error: string | null; idPrefix: string }) {
  const t = useChallengeDetailT();
  const participants = useChallengeStakes(challenge, 'participants');
  const candidates = participants.stakes.filter((p) => p.status !== 'refunded').map((p) => ({ userId: p.userId, name: personName(p.user) }));
  return (
    <div>
      <WinnerCheckboxes candidates={candidates} selected={selected} onChange={onChange} error={error} idPrefix={idPrefix} />
      <ShowMore list={participants} label={t('challenge-detail.participants.showMore')} />
    </div>
  );
}
