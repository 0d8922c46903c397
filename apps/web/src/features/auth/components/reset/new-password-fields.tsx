// New password + confirm, as every reset form asks for them (spec §5: at least 6 characters; the
// passwords must match). The browser's password manager may offer a strong one (autocomplete).
// Plain controlled inputs: the reset pages load no form library (first-load budget).
import { controlClass, FormField } from '@/components/ui/form-field';
import { useAuthT } from '../../i18n';
import { confirmPasswordProblem, newPasswordProblem } from '../../lib/reset-rules';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The fields' errors, if any (the spec's words). */
export function newPasswordErrors({ password, confirmPassword }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const passwordProblem = newPasswordProblem(password);
  if (passwordProblem !== true) errors.password = passwordProblem;
  const confirmProblem = confirmPasswordProblem(confirmPassword, password);
  if (confirmProblem !== true) errors.confirmPassword = confirmProblem;
  return errors;
}

export function NewPasswordFields({ id, values, errors, onChange }: { id: string; values: NewPasswordValues; errors: NewPasswordErrors; onChange: (values: NewPasswordValues) => void }) {
  const t = useAuthT();
  return (
    <>
      <FormField id={`${id}-password`} label={t('auth.reset.newPassword')} hint={t('auth.field.passwordHint')} error={errors.password}>
        {(control) => <input {...control} name="password" value={values.password} onChange={(event) => onChange({ ...values, password: event.target.value })} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
      <FormField id={`${id}-confirm`} label={t('auth.reset.confirmNewPassword')} error={errors.confirmPassword}>
        {(control) => (
          <input {...control} name="confirmPassword" value={values.confirmPassword} onChange={(event) => onChange({ ...values, confirmPassword: event.target.value })} type="password" autoComplete="new-password" className={controlClass} />
        )}
      </FormField>
    </>
  );
}
