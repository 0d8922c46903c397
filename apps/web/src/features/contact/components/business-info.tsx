import { Clock, MapPin, Timer } from 'lucide-react';
import { BUSINESS_HOURS, RESPONSE_TIMES } from '../content/contact-copy';
import { useContactT } from '../i18n';

export function BusinessInfo() {
  const t = useContactT();
  return (
    <section aria-labelledby="business-info-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="business-info-title" className="text-xl font-bold text-gray-900">
        {t('contact.info.title')}
      </h2>

      <h3 className="mt-5 flex items-center gap-2 font-semibold text-gray-900">
        <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('contact.info.hours')}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {BUSINESS_HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-3">
            <dt className="text-gray-700">{t(row.days)}</dt> <dd className="font-medium text-gray-900">{t(row.hours)}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-5 flex items-center gap-2 font-semibold text-gray-900">
        <Timer aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('contact.info.responseTimes')}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {RESPONSE_TIMES.map((row) => (
          <div key={row.channel} className="flex justify-between gap-3">
            <dt className="text-gray-700">{t(row.channel)}</dt> <dd className="text-right font-medium text-gray-900">{t(row.time)}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-5 flex items-center gap-2 font-semibold text-gray-900">
        <MapPin aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('contact.info.location')}
      </h3>
      <p className="mt-2 text-sm text-gray-700">{t('contact.info.locationValue')}</p>
    </section>
  );
}
