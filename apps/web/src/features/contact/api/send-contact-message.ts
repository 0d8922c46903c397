// POST /api/contact (spec §7): the contact form's one write.
import type { ContactMessageInput } from '@changamoto/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessageMutationKey = ['contact', 'send'] as const;

export function sendContactMessage(body: ContactMessageInput) {
  return api('sendContactMessage', { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: sendContactMessageMutationKey, mutationFn: sendContactMessage });
}
