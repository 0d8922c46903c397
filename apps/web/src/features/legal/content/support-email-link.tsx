// The support address as a mailto link inside the (English, binding) Privacy Policy; plain words until
// GET /api/config answers. English like the document it sits in.
import { usePublicConfig } from '@/lib/public-config';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function SupportEmailLink() {
  const { data: config } = usePublicConfig();
  if (!config) return <>our support e-mail address (listed on the Contact Us page)</>;
  return (
    <a href={`mailto:${config.supportEmail}`} className={linkClass}>
      {config.supportEmail}
    </a>
  );
}
