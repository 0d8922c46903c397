// Admin: void a challenge that is not over, with a reason; every stake is refunded (spec §6 policy).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useVoidChallenge } from '../api/void-challenge';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { DETAIL_MESSAGES } from '../lib/messages';

export function VoidChallenge({ challenge }: { challenge: ChallengeDetail }) {
  const voidMutation = useVoidChallenge();
  const { keyFor, complete } = useIdempotencyKey();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onVoid = () => {
    setError(null);
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > 500) {
      setFieldError(DETAIL_MESSAGES.reasonRequired);
      document.getElementById('void-reason')?.focus();
      return;
    }
    setFieldError(null);
    if (!window.confirm(DETAIL_MESSAGES.confirmVoid)) return;
    voidMutation.mutate(
      { id: challenge.id, reason: trimmed, idempotencyKey: keyFor(`${challenge.id}:void:${trimmed}`) },
      {
        onSuccess: () => {
          complete();
          toast.success(DETAIL_MESSAGES.voided);
        },
        onError: (cause) => setError(cause instanceof Error && cause.message ? `Error: ${cause.message}` : DETAIL_MESSAGES.unknown),
      },
    );
  };

  return (
    <div className="space-y-3 border-t border-amber-300 pt-4">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="void-reason" label="Reason for voiding" error={fieldError ?? undefined} hint="Voiding cancels the challenge and refunds every stake.">
        {(control) => <textarea {...control} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={controlClass} />}
      </FormField>
      <Button variant="outline" disabled={voidMutation.isPending} onClick={onVoid}>
        {voidMutation.isPending ? 'Voiding...' : 'Void Challenge'}
      </Button>
    </div>
  );
}
