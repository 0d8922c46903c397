// A Kenyan national number with the +254 country code beside it: a one-option select on /login
// (spec §2), a fixed prefix in the modal. normalizeKenyanPhone turns it into +2547XXXXXXXX.
import { KENYA_COUNTRY_CODE } from '@changamoto/shared/domain';
import type { ComponentProps } from 'react';
import { controlClass, FieldError } from '@/components/ui/form-field';
import { useAuthT } from '../i18n';

export function PhoneNumberField({ id, error, countryCode, inputProps }: { id: string; error?: string | null; countryCode: 'select' | 'prefix'; inputProps: ComponentProps<'input'> }) {
  const t = useAuthT();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {t('auth.phone.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        {countryCode === 'select' ? (
          <select aria-label={t('auth.phone.countryCode')} defaultValue={KENYA_COUNTRY_CODE} className={`${controlClass} mt-0 w-28 shrink-0`}>
            <option value={KENYA_COUNTRY_CODE}>{KENYA_COUNTRY_CODE}</option>
          </select>
        ) : (
          <span aria-hidden="true" className="inline-flex items-center rounded-lg border border-gray-300 bg-gray-50 px-3 text-base text-gray-800">
            {KENYA_COUNTRY_CODE}
          </span>
        )}
        <input id={id} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="712345678" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : `${id}-hint`} className={`${controlClass} mt-0`} {...inputProps} />
      </div>
      {error ? (
        <FieldError id={errorId}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {countryCode === 'prefix' ? `${KENYA_COUNTRY_CODE} ` : ''}
          {t('auth.phone.hint')}
        </p>
      )}
    </div>
  );
}
