import { RichText, useLocale } from '@/lib/i18n';
import { formatLongDay } from '@/lib/format';
import type { DocumentMeta } from '../content/documents';
import { useLegalT } from '../i18n';

/** A document's effective date: as the spec words it in English ("May 29th 2025"), else as Intl writes it. */
export function useEffectiveDate(meta: DocumentMeta): string {
  return useLocale() === 'en' ? meta.effective : formatLongDay(meta.effectiveIso);
}

/** "Version 1.0" and "Effective May 29th 2025" under a legal document's title. */
export function DocumentMetaLine({ meta }: { meta: DocumentMeta }) {
  const t = useLegalT();
  const effective = useEffectiveDate(meta);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
      <p>{t('legal.meta.version', { version: meta.version })}</p>
      <p>
        <RichText text={t('legal.meta.effective', { date: effective })} components={{ time: (c) => <time dateTime={meta.effectiveIso}>{c}</time> }} />
      </p>
    </div>
  );
}
