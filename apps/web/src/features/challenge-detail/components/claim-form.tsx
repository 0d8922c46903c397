// A player's result claim (DOMAIN.md §9): the outcome (public: 'completed' with the winners), a note
// and up to 3 photos, after the spec's confirmation (§5 'Are you sure you want to submit … as the result?').
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { BACKABLE_OUTCOMES, CLAIM_EVIDENCE_MAX_FILES, CLAIM_NOTE_MAX_LENGTH, type ChallengeOutcome } from '@changamoto/shared/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { isUnexplainedServerFailure } from '@/lib/failure-message';
import { toast } from '@/lib/toast';
import { useSubmitClaim } from '../api/submit-claim';
import { imagesProblem } from '../lib/claims';
import { outcomeLabel } from '../lib/format';
import { actionErrorMessage, DETAIL_MESSAGES } from '../lib/messages';
import { WinnerPicker } from './winner-picker';
import { useChallengeDetailT } from '../i18n';

export function ClaimForm({ challenge, initialOutcome, onDone, onCancel }: { challenge: ChallengeDetail; initialOutcome?: ChallengeOutcome; onDone?: () => void; onCancel?: () => void }) {
  const t = useChallengeDetailT();
  const submit = useSubmitClaim({
    success: () => {
      toast.success(DETAIL_MESSAGES.submitted);
      onDone?.();
    },
    error: (cause) => {
      // spec §8 'Failed: {error}', the error being 'Failed to submit result.' when the server gave no reason.
      const message = isUnexplainedServerFailure(cause) ? t('challenge-detail.messages.failedWith', { message: DETAIL_MESSAGES.submitFailed }) : actionErrorMessage(cause);
      setProblems({ form: message });
      toast.error(message);
    },
  });
  const isPublic = challenge.type === 'public';
  const outcomes: readonly ChallengeOutcome[] = isPublic ? ['completed'] : BACKABLE_OUTCOMES[challenge.type];
  const [outcome, setOutcome] = useState<ChallengeOutcome | null>(initialOutcome ?? (isPublic ? 'completed' : null));
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [winners, setWinners] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ outcome?: string; images?: string; winners?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      outcome: outcome ? undefined : t('challenge-detail.claimForm.chooseResult'),
      images: imagesProblem(images) ?? undefined,
      winners: isPublic && winners.length === 0 ? DETAIL_MESSAGES.selectWinner : undefined,
    };
    setProblems(found);
    if (!outcome || found.images || found.winners) return;
    if (!window.confirm(DETAIL_MESSAGES.confirmResult(outcomeLabel(challenge, outcome)))) return;
    submit.mutate({ id: challenge.id, outcome, note, images, winnerIds: isPublic ? winners : undefined });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="claim-form-heading" className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-3">
      <h3 id="claim-form-heading" className="font-semibold text-gray-900">
        {t('challenge-detail.claimForm.title')}
      </h3>
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      {isPublic ? (
        <WinnerPicker challenge={challenge} selected={winners} onChange={setWinners} error={problems.winners ?? null} idPrefix="claim" />
      ) : (
        <fieldset aria-describedby={problems.outcome ? 'claim-outcome-error' : undefined}>
          <legend className="text-sm font-semibold text-gray-900">{t('challenge-detail.claimForm.result')}</legend>
          <div className="mt-2 space-y-2">
            {outcomes.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-300 bg-white px-3 text-gray-900">
                <input type="radio" name="claim-outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} className="h-5 w-5 accent-brand-700" />
                {outcomeLabel(challenge, value)}
              </label>
            ))}
          </div>
          {problems.outcome && (
            <p id="claim-outcome-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {problems.outcome}
            </p>
          )}
        </fieldset>
      )}
      <FormField id="claim-note" label={t('challenge-detail.claimForm.note')} hint={t('challenge-detail.claimForm.noteCount', { length: note.length, max: CLAIM_NOTE_MAX_LENGTH })}>
        {(control) => <textarea {...control} rows={3} maxLength={CLAIM_NOTE_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} className={controlClass} />}
      </FormField>
      <FormField id="claim-evidence" label={t('challenge-detail.claimForm.photos', { max: CLAIM_EVIDENCE_MAX_FILES })} hint={t('challenge-detail.claimForm.photosHint')} error={problems.images}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              setImages(files);
              setProblems((p) => ({ ...p, images: imagesProblem(files) ?? undefined }));
            }}
            className="block w-full text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
          />
        )}
      </FormField>
      {images.length > 0 && !problems.images && <p className="text-sm text-gray-700">{images.map((f) => f.name).join(', ')}</p>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('challenge-detail.claimForm.submitting') : t('challenge-detail.claimForm.submit')}
        </Button>
        {onCancel && (
          <Button variant="ghost" disabled={submit.isPending} onClick={onCancel}>
            {t('challenge-detail.claimForm.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
