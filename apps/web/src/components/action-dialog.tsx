// The confirm step of every admin action (issue #7): what will happen, the reason the API needs (or an
// optional note, kept in the audit log), the server's own message when it refuses; disabled while it
// runs; a toast on success. One dialog for the admin console and the challenge page's Admin Actions
// (issue #24 item 12), so it lives outside both features.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { serverMessageOr } from '@/lib/api-client';
import { translate, useSharedT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** What a reason field asks for; the limits are the contract's (admin.ts, challenge-results.ts). */
export interface ReasonRule {
  label: string;
  required: boolean;
  min: number;
  max: number;
  message: string;
}

/** The reason as the API takes it, or the rule's message when it does not fit. */
export function checkReason(rule: ReasonRule, value: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = value.trim();
  if ((rule.required || reason.length > 0) && (reason.length < rule.min || reason.length > rule.max)) return { ok: false, message: rule.message };
  return { ok: true, reason };
}

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The reason field, when the action takes one. */
  reason?: ReasonRule;
  /** Extra controls, e.g. a suspension's end date. */
  children?: ReactNode;
  /** Checks the extra controls: a message stops the action and is shown. */
  validate?: () => string | null;
  /** What the action sends besides the reason (e.g. the winners): a change means a new Idempotency-Key. */
  actionKey?: string;
  /** Runs the action; answers the message of its success toast. */
  run: (input: { reason: string; idempotencyKey: string }) => Promise<string>;
}

export function ActionDialog({ open, onOpenChange, title, description, confirmLabel, reason: rule, children, validate, actionKey = '', run }: ActionDialogProps) {
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

/** A button that opens its confirm step; `beforeOpen` may refuse (e.g. no winner selected yet). */
export function ActionButton({
  label,
  title = label,
  confirmLabel = label,
  variant = 'outline',
  beforeOpen,
  ...dialog
}: Omit<ActionDialogProps, 'open' | 'onOpenChange' | 'title' | 'confirmLabel'> & { label: string; title?: string; confirmLabel?: string; variant?: ButtonVariant; beforeOpen?: () => boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => (beforeOpen?.() ?? true) && setOpen(true)}>
        {label}
      </Button>
      <ActionDialog open={open} onOpenChange={setOpen} title={title} confirmLabel={confirmLabel} {...dialog} />
    </>
  );
}
