// The Terms and the Privacy Policy stay in English, the binding text (issue #20 §1); a person reading in
// Kiswahili first gets a short summary of what the document is and what matters most to a player.
import { Languages } from 'lucide-react';
import { useLocale } from '@/lib/i18n';
import { useRuleFigures } from '../content/rule-figures';
import { useLegalSummaryT, type LegalSummaryKey } from '../summary/i18n';

const POINTS: Record<'terms' | 'privacy', LegalSummaryKey[]> = {
  terms: ['legal.summary.terms.what', 'legal.summary.terms.age', 'legal.summary.terms.money', 'legal.summary.terms.play', 'legal.summary.terms.complain'],
  privacy: ['legal.summary.privacy.what', 'legal.summary.privacy.data', 'legal.summary.privacy.use', 'legal.summary.privacy.rights'],
};

export function KiswahiliSummary({ document }: { document: 'terms' | 'privacy' }) {
  const t = useLegalSummaryT();
  const { platformFee } = useRuleFigures();
  if (useLocale() !== 'sw') return null;
  const id = `${document}-summary`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Languages aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('legal.summary.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-gray-800">
        {POINTS[document].map((key) => (
          <li key={key}>{t(key, { platformFee })}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-gray-900">{t('legal.summary.binding')}</p>
    </section>
  );
}
