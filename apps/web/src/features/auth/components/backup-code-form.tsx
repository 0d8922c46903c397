// 'Use a backup code' on /auth/two-factor (issue #24 item 3): one of the codes shown at setup, in the
// same form ("DkEDO-eZpw3": letters and digits, a dash in the middle), not the 6-digit code field.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { useAuthT } from '../i18n';
import { catalogMessages } from '../messages';

export const BACKUP_CODE_MESSAGES = catalogMessages({
  required: 'auth.backupCode.required',
  format: 'auth.backupCode.format',
  invalid: 'auth.backupCode.invalid',
});

const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

export function BackupCodeForm({ pending, error, onSubmit, beforeSubmit }: { pending: boolean; error: string | null; onSubmit: (code: string) => void; beforeSubmit?: ReactNode }) {
  const t = useAuthT();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setFieldError(BACKUP_CODE_MESSAGES.required);
    if (!BACKUP_CODE_PATTERN.test(trimmed)) return setFieldError(BACKUP_CODE_MESSAGES.format);
    setFieldError(null);
    // Setup shows them with the dash; one typed without it is the same code.
    onSubmit(trimmed.includes('-') ? trimmed : `${trimmed.slice(0, 5)}-${trimmed.slice(5)}`);
  };
  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t('auth.backupCode.formLabel')}>
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="backup-code" label={t('auth.backupCode.label')} hint={t('auth.backupCode.hint')} error={fieldError ?? undefined}>
        {(control) => (
          <input
            {...control}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            className={`${controlClass} font-mono tracking-wider`}
          />
        )}
      </FormField>
      {beforeSubmit}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('auth.code.verifying') : t('auth.code.verify')}
      </Button>
    </form>
  );
}
