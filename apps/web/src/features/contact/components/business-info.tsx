import { Clock, MapPin, Timer } from 'lucide-react';
import { BUSINESS_HOURS, LOCATION, RESPONSE_TIMES } from '../content/contact-copy';

export function BusinessInfo() {
  return (
    <section aria-labelledby="business-info-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="business-info-title" className="text-xl font-bold text-gray-900">
        Business information
      </h2>

      <h3 className="mt-5 flex items-center gap-2 font-semibold text-gray-900">
        <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Business hours
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {BUSINESS_HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-3">
            <dt className="text-gray-700">{row.days}</dt> <dd className="font-medium text-gray-900">{row.hours}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-5 flex items-center gap-2 font-semibold text-gray-900">
        <Timer aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Response times
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {RESPONSE_TIMES.map((row) => (
          <div key={row.channel} className="flex justify-between gap-3">
            <dt className="text-gray-700">{row.channel}</dt> <dd className="text-right font-medium text-gray-900">{row.time}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-5 flex items-center gap-2 font-semibold text-gray-900">
        <MapPin aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Location
      </h3>
      <p className="mt-2 text-sm text-gray-700">{LOCATION}</p>
    </section>
  );
}
