// /careers: why join, values, benefits and open roles in Nairobi; applications by e-mail.
import { Check, Mail } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { RichText } from '@/lib/i18n';
import { Section } from '../components/section';
import { applyMailto, benefits, careersEmail, openRoles, values, whyJoin } from '../content/careers';
import { useCompanyT } from '../i18n';

export default function CareersRoute() {
  const t = useCompanyT();
  return (
    <Page title={t('company.careers.title')} intro={t('company.careers.intro')}>
      <Section id="careers-why" title={t('company.careers.whyTitle')}>
        <div className="max-w-3xl space-y-4 leading-7 text-gray-800">
          {whyJoin.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </div>
      </Section>

      <Section id="careers-values" title={t('company.careers.valuesTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {values.map((id) => (
            <li key={id} className="rounded-xl border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{t(`company.careers.value.${id}.title`)}</h3>
              <p className="mt-1 text-gray-700">{t(`company.careers.value.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="careers-benefits" title={t('company.careers.benefitsTitle')}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-gray-800">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{t(benefit)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="careers-roles" title={t('company.careers.rolesTitle')}>
        <ul className="space-y-4">
          {openRoles.map((role) => {
            const title = t(`company.careers.role.${role.id}.title`);
            return (
              <li key={role.id}>
                <article aria-labelledby={`role-${role.id}`} className="rounded-xl border border-gray-200 bg-white p-5">
                  <h3 id={`role-${role.id}`} className="text-lg font-bold text-gray-900">
                    {title}
                  </h3>
                  <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
                    <div className="flex gap-1">
                      <dt className="font-semibold">{t('company.careers.team')}</dt>
                      <dd>{t(role.team)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="font-semibold">{t('company.careers.type')}</dt>
                      <dd>{t(role.type)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="font-semibold">{t('company.careers.location')}</dt>
                      <dd>{t(role.location)}</dd>
                    </div>
                  </dl>
                  <p className="mt-3 leading-7 text-gray-800">{t(`company.careers.role.${role.id}.description`)}</p>
                  <a href={applyMailto(t('company.careers.applySubject', { role: title }))} aria-label={t('company.careers.applyLabel', { role: title })} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
                    <Mail aria-hidden="true" className="h-4 w-4" />
                    {t('company.careers.apply')}
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="careers-apply" title={t('company.careers.howTitle')} className="rounded-xl bg-brand-50 p-5">
        <p className="leading-7 text-gray-800">
          <RichText
            text={t('company.careers.how', { address: careersEmail })}
            components={{
              email: (c) => (
                <a href={`mailto:${careersEmail}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {c}
                </a>
              ),
            }}
          />
        </p>
      </Section>
    </Page>
  );
}
