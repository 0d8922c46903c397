// 'Responsible Play' card on /profile (issue #7 item 4; Kenya's Gambling Control Act 2025): deposit
// limits and taking a break. The server holds every rule; this shows its numbers and its words.
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { RESPONSIBLE_PLAY_UI_MESSAGES, useResponsiblePlay } from '../api/responsible-play';
import { Card } from './card';
import { DepositLimitRow } from './deposit-limit-row';
import { TakeABreak } from './take-a-break';

export function ResponsiblePlayCard() {
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
    <Card id="responsible-play-title" title="Responsible Play" description="Stay in control: limit what you deposit, or take a break from playing.">
      {status.isPending ? (
        <Spinner label="Loading responsible play settings…" />
      ) : status.isError ? (
        <FormAlert>{RESPONSIBLE_PLAY_UI_MESSAGES.loadFailed}</FormAlert>
      ) : (
        <div className="space-y-6">
          {active && (
            <div ref={notice} tabIndex={-1} role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-600">
              <p className="font-semibold">{active.endsAt ? 'You are on a break' : 'Your account is closed'}</p>
              <p className="mt-1">{active.message}</p>
            </div>
          )}
          <section aria-labelledby="deposit-limits-title">
            <h3 id="deposit-limits-title" className="text-lg font-semibold text-gray-900">
              Deposit limits
            </h3>
            <p className="mt-1 text-sm text-gray-700">Limits count what you pay for tokens, in KES, including purchases still waiting for payment. Lowering a limit applies at once; raising or removing it takes effect after 24 hours.</p>
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
