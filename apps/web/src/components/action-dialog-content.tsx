// The confirm dialog of an admin action (components/action-dialog.tsx): Radix's dialog (focus trap, scroll
// lock, ~12 KB gzip) in a chunk of its own, fetched once the page with the action's button has rendered,
// so no page's first load carries it (docs/decisions/042).
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { serverMessageOr } from '@/lib/api-client';
import { translate, useSharedT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { checkReason, type ActionDialogProps } from './action-dialog';

export function ActionDialogContent({ open, onOpenChange, title, description, confirmLabel, reason: rule, children, validate, actionKey = '', run }: ActionDialogProps) {
  const t = useSharedT();
  const { keyFor, complete } = useIdempotencyKey();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reasonId = `reason-${title.toLowerCase().replace(/\W+/g, '-')}`;

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setReason('');
      setReasonError(null);
      setError(null);
    }
    onOpenChange(next);
  };

  const confirm = async () => {
    setError(null);
    const checked = rule ? checkReason(rule, reason) : { ok: true as const, reason: '' };
    if (!checked.ok) {
      setReasonError(checked.message);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError(null);
    const problem = validate?.();
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    try {
      const message = await run({ reason: checked.reason, idempotencyKey: keyFor(JSON.stringify([title, actionKey, checked.reason])) });
      complete();
      toast.success(message);
      setPending(false);
      setReason('');
      onOpenChange(false);
    } catch (cause) {
      setPending(false);
      setError(serverMessageOr(cause, translate('components.failed')));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {error && <FormAlert>{error}</FormAlert>}
            {rule && (
              <FormField id={reasonId} label={rule.label} error={reasonError ?? undefined} required={rule.required}>
                {(control) => <textarea {...control} rows={3} maxLength={rule.max} value={reason} onChange={(e) => setReason(e.target.value)} className={controlClass} />}
              </FormField>
            )}
            {children}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="ghost" disabled={pending}>
                  {t('components.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {pending ? t('components.action.working') : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
