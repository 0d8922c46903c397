// The language switch: two buttons, the active one pressed. Each names its language in that language,
// so a person who cannot read the current one still finds their own.
import { LOCALES } from '@changamoto/shared/domain';
import { cn } from '@/lib/cn';
import { useLocale } from './define-catalog';
import { useSharedT } from './shared-catalog';
import { useChangeLanguage } from './use-change-language';

export function LanguageSwitch({ className }: { className?: string }) {
  const t = useSharedT();
  const locale = useLocale();
  const { changeLanguage, isChanging } = useChangeLanguage();
  return (
    <div role="group" aria-label={t('common.language.label')} className={cn('inline-flex rounded-md border border-gray-300 p-0.5', className)}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={locale === option}
          disabled={isChanging}
          onClick={() => void changeLanguage(option)}
          className={cn('min-h-9 rounded px-3 text-sm font-medium', locale === option ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100')}
        >
          {t(`common.language.${option}`)}
        </button>
      ))}
    </div>
  );
}
