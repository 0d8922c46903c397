// /careers: why join, values, benefits and open roles in Nairobi; applications by e-mail.
import { Check, Mail } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Section } from '../components/section';
import { applyMailto, benefits, careersEmail, openRoles, values, whyJoin } from '../content/careers';

export default function CareersRoute() {
  return (
    <Page title="Careers at Changamoto" intro="Help us build the fairest way for Kenyans to challenge themselves and each other.">
      <Section id="careers-why" title="Why work here">
        <div className="max-w-3xl space-y-4 leading-7 text-gray-800">
          {whyJoin.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="careers-values" title="Our values">
        <ul className="grid gap-4 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-xl border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{value.title}</h3>
              <p className="mt-1 text-gray-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="careers-benefits" title="Benefits">
        <ul className="grid gap-2 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-gray-800">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="careers-roles" title="Open roles">
        <ul className="space-y-4">
          {openRoles.map((role) => (
            <li key={role.id}>
              <article aria-labelledby={`role-${role.id}`} className="rounded-xl border border-gray-200 bg-white p-5">
                <h3 id={`role-${role.id}`} className="text-lg font-bold text-gray-900">
                  {role.title}
                </h3>
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
                  <div className="flex gap-1">
                    <dt className="font-semibold">Team:</dt>
                    <dd>{role.team}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Type:</dt>
                    <dd>{role.type}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Location:</dt>
                    <dd>{role.location}</dd>
                  </div>
                </dl>
                <p className="mt-3 leading-7 text-gray-800">{role.description}</p>
                <a href={applyMailto(role.title)} aria-label={`Apply by e-mail for ${role.title}`} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  Apply by e-mail
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="careers-apply" title="How to apply" className="rounded-xl bg-brand-50 p-5">
        <p className="leading-7 text-gray-800">
          Apply by e-mailing{' '}
          <a href={`mailto:${careersEmail}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {careersEmail}
          </a>{' '}
          with your CV, the role in the subject line and a few lines on a challenge you have set yourself. We reply to every application within two weeks. Changamoto is an equal-opportunity employer: we welcome applicants of every
          background, gender and ability.
        </p>
      </Section>
    </Page>
  );
}
