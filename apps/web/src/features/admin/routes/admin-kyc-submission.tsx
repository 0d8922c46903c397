// /admin/kyc/:id: one identity submission for review: its details beside its three images (served
// only to admins, through the URLs the API gives, with the session cookie), other submissions with the
// same ID number, the person's earlier submissions; approve or reject while it is pending.
import type { AdminKycSubmission } from '@changamoto/shared/contract';
import { KYC_ID_TYPE_LABELS, KYC_IMAGES, type KycImage } from '@changamoto/shared/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useKycSubmission } from '../api/kyc';
import { KycDecision } from '../components/kyc-decision';
import { QueryState } from '../components/query-state';
import { FactList, Section } from '../components/section';
import { formatDateTime, formatDay } from '@/lib/format';
import { adminWord } from '../lib/format';
import { type AdminKey, useAdminT } from '../i18n';

// Keys, read when rendered (a module-level translate would fix the words in the language at load).
const IMAGE_LABELS: Record<KycImage, AdminKey> = { id_front: 'admin.kyc.image.id_front', id_back: 'admin.kyc.image.id_back', selfie: 'admin.kyc.image.selfie' };

function Facts({ submission: s }: { submission: AdminKycSubmission }) {
  const t = useAdminT();
  const facts: [string, ReactNode][] = [
    [
      t('admin.fact.account'),
      <Link key="account" to={paths.adminUser(s.user.id)} className="text-brand-800 underline-offset-2 hover:underline">
        {s.user.username ?? s.user.email}
      </Link>,
    ],
    [t('admin.fact.email'), s.user.email],
    [KYC_ID_TYPE_LABELS[s.idType], s.idNumber],
    [t('admin.fact.dateOfBirth'), formatDay(s.dateOfBirth)],
    [t('admin.fact.submitted'), formatDateTime(s.submittedAt)],
    [t('admin.fact.status'), adminWord(s.status)],
  ];
  if (s.decidedAt) facts.push([t('admin.fact.decided'), s.decidedBy ? t('admin.fact.decidedBy', { when: formatDateTime(s.decidedAt), who: s.decidedBy.username ?? t('admin.audit.anAdmin') }) : formatDateTime(s.decidedAt)]);
  if (s.reason) facts.push([t('admin.fact.reason'), s.reason]);
  return <FactList facts={facts} />;
}

function Review({ submission: s }: { submission: AdminKycSubmission }) {
  const t = useAdminT();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">{s.legalName}</h1>
      <Facts submission={s} />
      {s.status === 'pending' && (
        <Section id="decision" title={t('admin.kyc.decision')}>
          <KycDecision submission={s} />
        </Section>
      )}
      <Section id="images" title={t('admin.kyc.images')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {KYC_IMAGES.map((image) => (
            <li key={image}>
              <figure className="space-y-1">
                <img src={s.images[image]} alt={t(IMAGE_LABELS[image])} className="w-full rounded-lg border border-gray-200 bg-gray-50 object-contain" />
                <figcaption className="text-sm text-gray-700">{t(IMAGE_LABELS[image])}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="same-id" title={t('admin.kyc.sameIdNumber')}>
        {s.sameIdNumber.length === 0 ? (
          <p className="text-sm text-gray-700">{t('admin.common.none')}</p>
        ) : (
          <ul className="space-y-1 text-sm font-medium text-red-800">
            {s.sameIdNumber.map((o) => (
              <li key={o.id}>
                <Link to={paths.adminKycSubmission(o.id)} className="underline underline-offset-2">
                  {o.username ?? t('admin.common.unknownUser')}: {adminWord(o.status)}, {formatDateTime(o.submittedAt)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="earlier" title={t('admin.kyc.earlier')}>
        {s.earlierSubmissions.length === 0 ? (
          <p className="text-sm text-gray-700">{t('admin.common.none')}</p>
        ) : (
          <ul className="space-y-1 text-sm text-gray-800">
            {s.earlierSubmissions.map((o) => (
              <li key={o.id}>
                <Link to={paths.adminKycSubmission(o.id)} className="text-brand-800 underline-offset-2 hover:underline">
                  {adminWord(o.status)}, {formatDateTime(o.submittedAt)}
                </Link>
                {o.reason && ` — ${o.reason}`}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export function AdminKycSubmissionRoute() {
  const { id = '' } = useParams();
  const submission = useKycSubmission(id);
  return (
    <Page>
      <QueryState query={submission} loadingLabel="Loading the submission…">
        {(data) => <Review submission={data} />}
      </QueryState>
    </Page>
  );
}

export default AdminKycSubmissionRoute;
