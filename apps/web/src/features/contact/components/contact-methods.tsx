// The four ways to reach support (spec §2 Contact). Addresses come from GET /api/config, never hard-coded.
import { Mail, MessageCircle, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { telHref, whatsappHref } from '../content/contact-copy';
import { useContactT } from '../i18n';

const linkClass = 'mt-3 inline-block rounded-sm font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800';

function MethodCard({ icon: Icon, title, note, children }: { icon: LucideIcon; title: string; note: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <h3 className="mt-4 font-semibold text-gray-900">{title}</h3>
      <p className="mt-1 text-sm text-gray-700">{note}</p>
      <div className="mt-auto">{children}</div>
    </li>
  );
}

export function ContactMethods() {
  const t = useContactT();
  const { data: config, isPending } = usePublicConfig();
  // While the config loads (or if it fails) say so in words rather than render a dead link.
  const contactLink = (value: string | undefined, href: (value: string) => string, extra?: { external?: boolean }) => {
    if (value) {
      return (
        <a href={href(value)} className={linkClass} {...(extra?.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {value}
        </a>
      );
    }
    return <p className="mt-3 text-sm text-gray-700">{isPending ? t('contact.methods.loading') : t('contact.methods.unavailable')}</p>;
  };

  return (
    <section aria-labelledby="contact-methods-title" className="mx-auto max-w-5xl px-4 pt-12 sm:px-6">
      <h2 id="contact-methods-title" className="text-2xl font-bold tracking-tight text-gray-900">
        {t('contact.methods.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <MethodCard icon={Mail} title={t('contact.methods.email')} note={t('contact.methods.emailNote')}>
          {contactLink(config?.supportEmail, (email) => `mailto:${email}`)}
        </MethodCard>
        <MethodCard icon={Phone} title={t('contact.methods.phone')} note={t('contact.methods.phoneNote')}>
          {contactLink(config?.supportPhone, telHref)}
        </MethodCard>
        <MethodCard icon={MessageCircle} title={t('contact.methods.whatsapp')} note={t('contact.methods.whatsappNote')}>
          {contactLink(config?.supportWhatsapp, whatsappHref, { external: true })}
        </MethodCard>
        <MethodCard icon={MessageSquareText} title={t('contact.methods.inApp')} note={t('contact.methods.inAppNote')}>
          <a href="#contact-form-title" className={linkClass}>
            {t('contact.methods.sendMessage')}
          </a>
        </MethodCard>
      </ul>
    </section>
  );
}
