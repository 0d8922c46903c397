// 'Responsible Play' card on /profile (issue #7 item 4; Kenya's Gambling Control Act 2025): deposit
// limits and taking a break. The server holds every rule; this shows its numbers and its words.
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { RESPONSIBLE_PLAY_UI_MESSAGES, useResponsiblePlay } from '../api/responsible-play';
import { Card } from './card';
import { DepositLimitRow } from './deposit-limit-row';
import { TakeABreak } from './take-a-break';
import { useProfileT } from '../i18n';

export function ResponsiblePlayCard() {
  const t = useProfileT();
  const status = useResponsiblePlay();
  const notice = useRef<HTMLDivElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  const active = status.data?.activeExclusion ?? null;
  // A break just started: its notice takes the focus (the dialog's button may be gone).
  useEffect(() => {
    if (focusNotice && notice.current) {
      notice.current.focus();
      setFocusNotice(false);
    }
  }, [focusNotice, active]);

  return (
    <Card id="responsible-play-title" title={t('profile.responsible.title')} description={t('profile.responsible.intro')}>
      {status.isPending ? (
        <Spinner label={t('profile.responsible.loading')} />
      ) : status.isError ? (
        <FormAlert>{RESPONSIBLE_PLAY_UI_MESSAGES.loadFailed}</FormAlert>
      ) : (
        <div className="space-y-6">
          {active && (
            <div ref={notice} tabIndex={-1} role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-600">
              <p className="font-semibold">{active.endsAt ? t('profile.responsible.onBreak') : t('profile.responsible.closed')}</p>
              <p className="mt-1">{active.message}</p>
            </div>
          )}
          <section aria-labelledby="deposit-limits-title">
            <h3 id="deposit-limits-title" className="text-lg font-semibold text-gray-900">
              {t('profile.responsible.depositLimits')}
            </h3>
            <p className="mt-1 text-sm text-gray-700">{t('profile.responsible.limitsExplained')}</p>
            <ul className="mt-3 space-y-3">
              {status.data.depositLimits.map((limit) => (
                <DepositLimitRow key={limit.period} limit={limit} />
              ))}
            </ul>
          </section>
          {(!active || active.endsAt) && <TakeABreak active={active} onStarted={() => setFocusNotice(true)} />}
        </div>
      )}
    </Card>
  );
}
