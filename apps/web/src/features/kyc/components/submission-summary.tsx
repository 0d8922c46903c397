// What was submitted: the details and the three images (served only to their owner, so plain <img>
// tags with the session cookie load them).
import { KYC_IMAGES } from '@changamoto/shared/domain';
import type { MyKyc } from '../api/submit-kyc';
import { useKycT } from '../i18n';

const dateFormat = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

export function SubmissionSummary({ submission }: { submission: NonNullable<MyKyc['submission']> }) {
  const t = useKycT();
  const rows: [string, string][] = [
    [t('kyc.summary.legalName'), submission.legalName],
    [t('kyc.summary.idType'), t(`kyc.form.idType.${submission.idType}`)],
    [t('kyc.summary.idNumber'), submission.idNumber],
    [t('kyc.summary.dateOfBirth'), formatDate(submission.dateOfBirth)],
    [t('kyc.summary.submitted'), formatDate(submission.submittedAt)],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-700">{term}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-wrap gap-3" aria-label={t('kyc.summary.images')}>
        {KYC_IMAGES.map((image) => (
          <li key={image}>
            <img src={submission.images[image]} alt={t(`kyc.form.image.${image}`)} loading="lazy" className="h-24 w-36 rounded-lg border border-gray-200 bg-gray-50 object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}
