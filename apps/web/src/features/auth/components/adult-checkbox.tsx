// The required 'I am 18 or older' confirmation (spec §1: adults only).
import type { ComponentProps } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { useAuthT } from '../i18n';

export function AdultCheckbox({ id, error, inputProps }: { id: string; error?: string; inputProps: ComponentProps<'input'> }) {
  const t = useAuthT();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} className="mt-1 h-4 w-4 rounded border-gray-500 accent-brand-700" {...inputProps} />
        <label htmlFor={id} className="text-sm text-gray-900">
          {t('auth.adult.checkbox')}
        </label>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
