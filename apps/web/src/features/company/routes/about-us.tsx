// /about-us (spec §2 "Static pages": story, mission, differentiators, impact figures, team, partners).
import { RULE_DEFAULTS } from '@changamoto/shared/domain';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { InitialsAvatar } from '../components/initials-avatar';
import { Section } from '../components/section';
import { type Differentiator, differentiators, mission, partners, story, team } from '../content/about';

/** The spec gives two readings of the withdrawal fee (§1 "fee-free", §9 table); the server's config picks one. */
function useWithdrawalDifferentiator(): Differentiator {
  const { data: config } = usePublicConfig();
  if (config?.withdrawalFeeMode === 'free') {
    return { title: 'Fee-free withdrawals', text: 'Cash out to M-Pesa or your bank account with no withdrawal fee, in 1–3 business days.' };
  }
  if (config?.withdrawalFeeMode === 'tiered') {
    return {
      title: 'Clear withdrawal fees',
      text: 'Cash out to M-Pesa or your bank account in 1–3 business days. The fee and the exact amount you will receive are shown before you confirm.',
    };
  }
  return { title: 'Cash out to M-Pesa or bank', text: 'Withdrawals reach your M-Pesa or bank account in 1–3 business days.' };
}

export default function AboutUsRoute() {
  const { data: config } = usePublicConfig();
  const withdrawals = useWithdrawalDifferentiator();
  const lossMitigation = Math.round((config?.lossMitigationRate ?? RULE_DEFAULTS.lossMitigationRate) * 100);
  const impact = [
    { value: '5,000+', label: 'active players' },
    { value: 'KES 2M+', label: 'paid out to winners' },
    { value: '50+', label: 'challenge categories' },
    { value: `${lossMitigation}%`, label: 'of losing stakes returned as bonus tokens' },
  ];
  const allDifferentiators = [...differentiators, withdrawals];

  return (
    <Page title="About Changamoto" intro="Changamoto means “challenge” in Swahili. We help Kenyans turn goals and friendly rivalries into fair, rewarding challenges.">
      <Section id="about-story" title="Our story">
        <div className="max-w-3xl space-y-4 leading-7 text-gray-800">
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="about-mission" title="Our mission">
        <p className="max-w-3xl rounded-xl border-l-4 border-accent-400 bg-brand-50 p-4 text-lg leading-8 font-medium text-brand-900 sm:p-6">{mission}</p>
      </Section>

      <Section id="about-impact" title="Our impact so far">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {impact.map((item) => (
            <div key={item.label} className="flex flex-col-reverse rounded-xl bg-brand-700 p-4 text-white">
              <dt className="mt-1 text-sm text-brand-50">{item.label}</dt>
              <dd className="text-2xl font-extrabold text-accent-400 sm:text-3xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="about-different" title="What makes us different">
        <ul className="grid gap-4 sm:grid-cols-2">
          {allDifferentiators.map((item) => (
            <li key={item.title} className="rounded-xl border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{item.title}</h3>
              <p className="mt-1 text-gray-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-team" title="Meet the team">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.name} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4">
              <InitialsAvatar name={member.name} index={index} />
              <div>
                <h3 className="font-semibold text-gray-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 text-sm text-gray-700">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-partners" title="Our partners">
        <ul className="grid gap-4 sm:grid-cols-2">
          {partners.map((partner) => (
            <li key={partner.name} className="rounded-xl border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{partner.name}</h3>
              <p className="mt-1 text-gray-700">{partner.role}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-next" title="Get in touch" className="rounded-xl bg-brand-800 p-6 text-white [&_h2]:text-white">
        <p className="text-brand-50">Questions, partnership ideas or want to join the team? We would love to hear from you.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.contactUs} variant="accent">
            Contact us
          </ButtonLink>
          <ButtonLink to={paths.faqs} variant="secondary">
            Read the FAQ
          </ButtonLink>
          <ButtonLink to={paths.careers} variant="secondary">
            See open roles
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}
