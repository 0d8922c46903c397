// spec §2: creator and share buttons (WhatsApp, X, copy link; 'Copied!' for 2 s, spec §9), and the
// USSD short code for feature phones (issue #19 §3: "Back it on *384*123# with code K7P2QX").
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { USSD_SERVICE_CODE } from '@changamoto/shared/domain';
import { Check, Link2, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { personName } from '../lib/format';
import { DETAIL_MESSAGES } from '../lib/messages';
import { useChallengeDetailT } from '../i18n';

export const COPIED_MS = 2000;

export function ShareButtons({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const url = `${window.location.origin}${paths.challenge(challenge.id)}`;
  const ussdLine = challenge.shortCode ? t('challenge-detail.share.ussd', { serviceCode: USSD_SERVICE_CODE, code: challenge.shortCode }) : null;
  const text = `${t('challenge-detail.share.text', { title: challenge.title })}${ussdLine ? `. ${ussdLine}` : ''}`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setFailed(false);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setFailed(true);
      toast.error(DETAIL_MESSAGES.copyFailed);
    }
  };

  return (
    <section aria-label={t('challenge-detail.share.label')} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-gray-700">
        {t('challenge-detail.share.createdBy')} <span className="font-semibold text-gray-900">{personName(challenge.creator, t('challenge-detail.page.unknown'))}</span>
      </p>
      {challenge.shortCode && (
        <p className="text-sm text-gray-700" data-testid="ussd-short-code">
          {ussdLine!.replace(challenge.shortCode, '')}
          <span className="font-mono font-semibold tracking-wider text-gray-900">{challenge.shortCode}</span>
        </p>
      )}
      <div>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" className="h-4 w-4" /> {t('challenge-detail.share.whatsapp')}
          </a>
          <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={`https://x.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
            {t('challenge-detail.share.x')}
          </a>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Link2 aria-hidden="true" className="h-4 w-4" />}
            {copied ? DETAIL_MESSAGES.copied : t('challenge-detail.share.copyLink')}
          </Button>
        </div>
        {failed && <FieldError alert>{DETAIL_MESSAGES.copyFailed}</FieldError>}
      </div>
    </section>
  );
}
