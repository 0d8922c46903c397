// The confirm step of every admin action (issue #7): what will happen, the reason the API needs (or an
// optional note, kept in the audit log), the server's own message when it refuses; disabled while it
// runs; a toast on success. One dialog for the admin console and the challenge page's Admin Actions
// (issue #24 item 12), so it lives outside both features.
// The dialog itself (Radix) is a chunk of its own (action-dialog-content.tsx), fetched as soon as a page
// showing an action's button has rendered: the button is there at once, the dialog's code right after.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import type { ActionDialogContent } from './action-dialog-content';

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

type ContentModule = { ActionDialogContent: typeof ActionDialogContent };
let content: ContentModule | undefined;
let loading: Promise<ContentModule> | undefined;
/** Fetches the dialog's chunk once (again after a failure, e.g. a flaky network). */
export function preloadActionDialog(): Promise<ContentModule> {
  return (loading ??= import('./action-dialog-content').then(
    (module) => (content = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The confirm step: nothing while closed; once open, the dialog (its chunk is fetched first if it is not here yet). */
export function ActionDialog(props: ActionDialogProps) {
  const [, setLoaded] = useState(content !== undefined);
  useEffect(() => {
    if (props.open && !content)
      preloadActionDialog().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [props.open]);
  const Content = content?.ActionDialogContent;
  return Content ? <Content {...props} /> : null;
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
  // After the page has rendered, not before: the dialog's code is ready by the time someone presses.
  useEffect(() => void preloadActionDialog().catch(() => undefined), []);
  return (
    <>
      <Button variant={variant} onClick={() => (beforeOpen?.() ?? true) && setOpen(true)}>
        {label}
      </Button>
      <ActionDialog open={open} onOpenChange={setOpen} title={title} confirmLabel={confirmLabel} {...dialog} />
    </>
  );
}
