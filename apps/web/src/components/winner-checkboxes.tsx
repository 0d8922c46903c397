// spec §5 Marking winners: a checkbox per participant of a public challenge (the challenge page's
// result and admin panels, the admin queue); the error says 'Please select at least one winner'.
// Each box is marked data-list-item: where the candidates grow page by page, focus moves to the first new one.
import { FieldError } from '@/components/ui/form-field';
import { useSharedT } from '@/lib/i18n';

export interface WinnerCandidate {
  userId: string;
  name: string;
}

export function WinnerCheckboxes({
  candidates,
  selected,
  onChange,
  error,
  idPrefix,
}: {
  candidates: WinnerCandidate[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error: string | null;
  /** Unique on the page: several pickers may show at once. */
  idPrefix: string;
}) {
  const t = useSharedT();
  const errorId = `${idPrefix}-winners-error`;
  const toggle = (userId: string, checked: boolean) => onChange(checked ? [...selected, userId] : selected.filter((id) => id !== userId));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900">{t('components.winners.legend')}</legend>
      {candidates.length === 0 && <p className="text-sm text-gray-700">{t('components.winners.none')}</p>}
      <div className="max-h-96 space-y-1 overflow-y-auto">
        {candidates.map((c) => (
          <label key={c.userId} className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-gray-50">
            <input type="checkbox" data-list-item className="h-5 w-5" checked={selected.includes(c.userId)} onChange={(e) => toggle(c.userId, e.target.checked)} />
            {c.name}
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
