// New password + confirm, as every reset form asks for them (spec §5: at least 6 characters; the
// passwords must match). The browser's password manager may offer a strong one (autocomplete).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass, FormField } from '@/components/ui/form-field';
import type { NewPasswordValues } from '../../schemas';

export function NewPasswordFields<T extends NewPasswordValues>({ id, register, errors }: { id: string; register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  // The form's values include these two fields; the casts narrow react-hook-form's generic paths.
  const field = register as unknown as UseFormRegister<NewPasswordValues>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <FormField id={`${id}-password`} label="New password" hint="At least 6 characters." error={fieldErrors.password?.message}>
        {(control) => <input {...control} {...field('password')} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm new password" error={fieldErrors.confirmPassword?.message}>
        {(control) => <input {...control} {...field('confirmPassword')} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
    </>
  );
}
