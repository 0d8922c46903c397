// /about-us (spec §2 "Static pages": story, mission, differentiators, impact figures, team, partners).
import { RULE_DEFAULTS } from '@changamoto/shared/domain';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { InitialsAvatar } from '../components/initials-avatar';
import { Section } from '../components/section';
import { type DifferentiatorId, differentiators, partners, story, team } from '../content/about';
import { useCompanyT } from '../i18n';

/** The spec gives two readings of the withdrawal fee (§1 "fee-free", §9 table); the server's config picks one. */
function useWithdrawalDifferentiator(): DifferentiatorId {
  const { data: config } = usePublicConfig();
  if (config?.withdrawalFeeMode === 'free') return 'free';
  if (config?.withdrawalFeeMode === 'tiered') return 'tiered';
  return 'cashOut';
}

export default function AboutUsRoute() {
  const t = useCompanyT();
  const { data: config } = usePublicConfig();
  const withdrawals = useWithdrawalDifferentiator();
  const lossMitigation = Math.round((config?.lossMitigationRate ?? RULE_DEFAULTS.lossMitigationRate) * 100);
  const impact = [
    { value: '5,000+', label: t('company.about.impact.players') },
    { value: 'KES 2M+', label: t('company.about.impact.paidOut') },
    { value: '50+', label: t('company.about.impact.categories') },
    { value: `${lossMitigation}%`, label: t('company.about.impact.lossMitigation') },
  ];
  const allDifferentiators: DifferentiatorId[] = [...differentiators, withdrawals];

  return (
    <Page title={t('company.about.title')} intro={t('company.about.intro')}>
      <Section id="about-story" title={t('company.about.storyTitle')}>
        <div className="max-w-3xl space-y-4 leading-7 text-gray-800">
          {story.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </div>
      </Section>

      <Section id="about-mission" title={t('company.about.missionTitle')}>
        <p className="max-w-3xl rounded-xl border-l-4 border-accent-400 bg-brand-50 p-4 text-lg leading-8 font-medium text-brand-900 sm:p-6">{t('company.about.mission')}</p>
      </Section>

      <Section id="about-impact" title={t('company.about.impactTitle')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {impact.map((item) => (
            <div key={item.label} className="flex flex-col-reverse rounded-xl bg-brand-700 p-4 text-white">
              <dt className="mt-1 text-sm text-brand-50">{item.label}</dt>
              <dd className="text-2xl font-extrabold text-accent-400 sm:text-3xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="about-different" title={t('company.about.differentTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {allDifferentiators.map((id) => (
            <li key={id} className="rounded-xl border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{t(`company.about.diff.${id}.title`)}</h3>
              <p className="mt-1 text-gray-700">{t(`company.about.diff.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-team" title={t('company.about.teamTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.id} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4">
              <InitialsAvatar name={member.name} index={index} />
              <div>
                <h3 className="font-semibold text-gray-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{t(`company.about.team.${member.id}.role`)}</p>
                <p className="mt-2 text-sm text-gray-700">{t(`company.about.team.${member.id}.bio`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-partners" title={t('company.about.partnersTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {partners.map((id) => (
            <li key={id} className="rounded-xl border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{t(`company.about.partner.${id}.name`)}</h3>
              <p className="mt-1 text-gray-700">{t(`company.about.partner.${id}.role`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-next" title={t('company.about.nextTitle')} className="rounded-xl bg-brand-800 p-6 text-white [&_h2]:text-white">
        <p className="text-brand-50">{t('company.about.nextBody')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.contactUs} variant="accent">
            {t('company.about.contactUs')}
          </ButtonLink>
          <ButtonLink to={paths.faqs} variant="secondary">
            {t('company.about.readFaq')}
          </ButtonLink>
          <ButtonLink to={paths.careers} variant="secondary">
            {t('company.about.openRoles')}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}
