// Optional featured image: JPG, PNG or GIF, at most 2 MB (spec §5, §9), checked when chosen.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useObjectUrl } from '@/lib/use-object-url';
import { checkImageFile, IMAGE_TYPES } from '../lib/image';
import { useCreateChallengeT } from '../i18n';

function Preview({ file }: { file: File }) {
  const t = useCreateChallengeT();
  const url = useObjectUrl(file);
  return url ? <img src={url} alt={t('create-challenge.image.previewAlt')} className="h-16 w-24 rounded-lg object-cover" /> : null;
}

export function ImageField({ file, onChange, disabled }: { file: File | null; onChange: (file: File | null) => void; disabled?: boolean }) {
  const t = useCreateChallengeT();
  const [error, setError] = useState<string | null>(null);
  return (
    <FormField id="challenge-image" label={t('create-challenge.image.label')} error={error ?? undefined} hint={t('create-challenge.image.hint')}>
      {(control) => (
        <div className="space-y-2">
          <input
            {...control}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled}
            className={controlClass}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? checkImageFile(chosen) : null;
              setError(problem);
              onChange(problem ? null : chosen);
              if (problem) event.target.value = '';
            }}
          />
          {file && (
            <div className="flex items-center gap-3">
              <Preview file={file} />
              <span className="text-sm text-gray-700">{file.name}</span>
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
                {t('create-challenge.image.remove')}
              </Button>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
