// POST /api/challenges/images (multipart, field `image`): the featured image, uploaded before the
// challenge is created; its url then goes into the creation payload (spec §4 Challenge creation).
import { routes } from '@changamoto/shared/contract/routes-client';
import { useMutation } from '@tanstack/react-query';
import { CREATE_MESSAGES } from '../lib/messages';
import { translate } from '@/lib/i18n';

export async function uploadChallengeImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await fetch(routes.uploadChallengeImage.path, { method: routes.uploadChallengeImage.method, body: form, credentials: 'same-origin' });
  } catch {
    throw new Error(translate('create-challenge.messages.unreachable'));
  }
  const payload = (await response.json().catch(() => null)) as { error?: { message?: string }; url?: string } | null;
  if (!response.ok) throw new Error(payload?.error?.message ?? (response.status === 413 ? CREATE_MESSAGES.imageSize : translate('create-challenge.messages.uploadFailed')));
  if (!payload?.url) throw new Error(translate('create-challenge.messages.noPublicUrl'));
  return { url: payload.url };
}

export function useUploadChallengeImage() {
  return useMutation({ mutationKey: ['challenges', 'upload-image'], mutationFn: uploadChallengeImage });
}
