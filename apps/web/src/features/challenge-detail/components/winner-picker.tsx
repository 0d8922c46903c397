// spec §5 Marking winners: a checkbox per participant of a public challenge.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { FieldError } from '@/components/ui/form-field';
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
  const participants = challenge.participants.filter((p) => p.status !== 'refunded');
  const errorId = `${idPrefix}-winners-error`;
  const toggle = (userId: string, checked: boolean) => onChange(checked ? [...selected, userId] : selected.filter((id) => id !== userId));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900">Winners</legend>
      {participants.length === 0 && <p className="text-sm text-gray-700">No participants yet.</p>}
      <div className="max-h-96 space-y-1 overflow-y-auto">
        {participants.map((p) => (
          <label key={p.id} className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-gray-50">
            <input type="checkbox" className="h-5 w-5" checked={selected.includes(p.userId)} onChange={(e) => toggle(p.userId, e.target.checked)} />
            {personName(p.user)}
          </label>
        ))}
      </div>
      {error && (
        <FieldError id={errorId} alert>
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
