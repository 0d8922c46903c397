// What was submitted: the details and the three images (served only to their owner, so plain <img>
// tags with the session cookie load them).
import { KYC_ID_TYPE_LABELS, KYC_IMAGE_LABELS, KYC_IMAGES } from '@changamoto/shared/domain';
import type { MyKyc } from '../api/submit-kyc';

const dateFormat = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

export function SubmissionSummary({ submission }: { submission: NonNullable<MyKyc['submission']> }) {
  const rows: [string, string][] = [
    ['Full legal name', submission.legalName],
    ['ID type', KYC_ID_TYPE_LABELS[submission.idType]],
    ['ID number', submission.idNumber],
    ['Date of birth', formatDate(submission.dateOfBirth)],
    ['Submitted', formatDate(submission.submittedAt)],
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
      <ul className="flex flex-wrap gap-3" aria-label="Submitted images">
        {KYC_IMAGES.map((image) => (
          <li key={image}>
            <img src={submission.images[image]} alt={KYC_IMAGE_LABELS[image]} loading="lazy" className="h-24 w-36 rounded-lg border border-gray-200 bg-gray-50 object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}
