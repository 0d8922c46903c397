// A yes/no question before an action that is hard to take back (remove phone, turn off 2FA): the Radix
// dialog itself, a chunk of its own that confirm-dialog.tsx fetches after the page has rendered.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useProfileT } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Extra controls, e.g. a password field. */
  children?: ReactNode;
}

export function ConfirmDialogContent({ open, onOpenChange, title, description, confirmLabel, pendingLabel, isPending, onConfirm, onCloseAutoFocus, children }: ConfirmDialogProps) {
  const t = useProfileT();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content onCloseAutoFocus={onCloseAutoFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={isPending}>
                {t('profile.dialog.cancel')}
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={isPending}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
