// POST /api/profile/avatar (multipart, field `avatar`): the signed-in person's picture (spec §5 Avatar upload).
import type { Profile } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/lib/queries/session';
import { translate } from '@/lib/i18n';
import '../first-view/i18n';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** spec §9 Limits: image max 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  get type() {
    return translate('profile.avatar.invalidType');
  },
  get size() {
    return translate('profile.avatar.tooLarge');
  },
  get noFile() {
    return translate('profile.avatar.noFile');
  },
  get storageFailed() {
    return translate('profile.avatar.storageFailed');
  },
  failed: (reason: string) => translate('profile.avatar.uploadFailed', { reason }),
} as const;

/** The same checks the server makes, so a wrong file is refused before it is sent. */
export function checkAvatarFile(file: File | undefined): string | null {
  if (!file) return AVATAR_MESSAGES.noFile;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  return null;
}

export async function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('avatar', file);
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await fetch('/api/profile/avatar', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new Error(translate('profile.avatar.unreachable'));
  }
  const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | Profile | null;
  if (!response.ok) {
    const message = payload && 'error' in payload ? payload.error?.message : undefined;
    // A proxy in front of the API may refuse a large body before our server can say why.
    throw new Error(message ?? (response.status === 413 ? AVATAR_MESSAGES.size : AVATAR_MESSAGES.storageFailed));
  }
  return payload as Profile;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'avatar'],
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(sessionQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
