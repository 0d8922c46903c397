// Support e-mail, phone and WhatsApp from GET /api/config (never hard-coded), with wording that still
// reads well while the config loads or if it cannot be fetched.
import { Mail, MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useLegalT } from '../i18n';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** Every way to reach support: e-mail, phone, WhatsApp and the in-app message form. */
export function SupportContactList() {
  const t = useLegalT();
  const { data: config, isPending } = usePublicConfig();
  const loading = <span className="text-gray-700">{isPending ? t('legal.contacts.loading') : t('legal.contacts.unavailable')}</span>;
  const items = [
    {
      icon: Mail,
      label: t('legal.contacts.email'),
      value: config ? (
        <a href={`mailto:${config.supportEmail}`} className={linkClass}>
          {config.supportEmail}
        </a>
      ) : (
        loading
      ),
    },
    {
      icon: Phone,
      label: t('legal.contacts.phone'),
      value: config ? (
        <a href={telHref(config.supportPhone)} className={linkClass}>
          {config.supportPhone}
        </a>
      ) : (
        loading
      ),
    },
    {
      icon: MessageCircle,
      label: t('legal.contacts.whatsapp'),
      value: config ? (
        <a href={whatsappHref(config.supportWhatsapp)} className={linkClass} rel="noopener noreferrer" target="_blank">
          {config.supportWhatsapp}
        </a>
      ) : (
        loading
      ),
    },
    {
      icon: MessageSquareText,
      label: t('legal.contacts.inApp'),
      value: (
        <Link to={paths.contactUs} className={linkClass}>
          {t('legal.contacts.inAppLink')}
        </Link>
      ),
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map(({ icon: Icon, label, value }) => (
        // A <dl> allows one <div> per group, so the icon sits inside the <dt>.
        <div key={label} className="relative min-w-0 rounded-lg border border-gray-200 bg-white p-3 pl-11 break-words">
          <dt className="text-sm font-semibold text-gray-900">
            <Icon aria-hidden="true" className="absolute top-3.5 left-3 h-5 w-5 text-brand-700" />
            {label}
          </dt>
          <dd className="text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
