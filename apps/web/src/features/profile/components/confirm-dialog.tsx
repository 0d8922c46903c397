// A yes/no question before an action that is hard to take back (remove phone, turn off 2FA, take a
// break). Radix Dialog (~12 KB gzip) is not in /profile's first load (issue #20 §1, docs/decisions/042):
// the dialog is a part fetched as soon as the card showing its button has rendered; while closed it
// draws nothing, so there is nothing to show until it has arrived (null, not a spinner).
import { lazyPart } from '@/lib/lazy-part';
import { withProfileCatalog } from '../first-view/i18n';
import type { ConfirmDialogProps } from './confirm-dialog-content';

export type { ConfirmDialogProps };

export const ConfirmDialog = lazyPart<ConfirmDialogProps>(() => withProfileCatalog(import('./confirm-dialog-content')).then((m) => m.ConfirmDialogContent), null);
