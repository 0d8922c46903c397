// Avatar preview and 'Change Picture' (spec §2 Profile, §5 Avatar upload, §8 Upload).
import type { Profile } from '@changamoto/shared/contract';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { AVATAR_MESSAGES, AVATAR_TYPES, checkAvatarFile, useUploadAvatar } from '../api/upload-avatar';
import { FieldError } from '@/components/ui/form-field';
import { UserAvatar } from '@/components/user-avatar';
import { useProfileFirstViewT } from '../first-view/i18n';

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

export function AvatarPicker({ profile }: { profile: Profile }) {
  const t = useProfileFirstViewT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The local preview is a blob URL; give its memory back when it is replaced or the page closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    setError(problem);
    if (problem) return;
    setPreview(objectUrl(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(t('profile.avatar.updated')),
      onError: (failure) => {
        const message = AVATAR_MESSAGES.failed(failure.message);
        setError(message);
        toast.error(message);
      },
      onSettled: () => setPreview(null),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar profile={profile} size="lg" src={preview} alt={preview ? t('profile.avatar.previewAlt') : t('profile.avatar.alt')} />
      <div>
        <input ref={input} id="avatar-file" type="file" accept={AVATAR_TYPES.join(',')} className="sr-only" tabIndex={-1} aria-label={t('profile.avatar.fileLabel')} onChange={onChange} />
        <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" className="h-4 w-4" />
          {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.change')}
        </Button>
        <p className="mt-1.5 text-sm text-gray-700">{t('profile.avatar.hint')}</p>
        {error && <FieldError alert>{error}</FieldError>}
      </div>
    </div>
  );
}
