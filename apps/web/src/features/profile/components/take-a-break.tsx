// "Take a break" of the Responsible Play card: 24 hours, 7 days, 30 days or closing the account, each
// confirmed in a dialog that says what it means. While a break runs only a longer one can be chosen.
import type { ResponsiblePlayStatus } from '@changamoto/shared/contract';
import { SELF_EXCLUSION_KINDS, endsLater, formatEat, selfExclusionEndsAt, type SelfExclusionKind } from '@changamoto/shared/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { RESPONSIBLE_PLAY_UI_MESSAGES, useStartSelfExclusion } from '../api/responsible-play';
import { ConfirmDialog } from './confirm-dialog';
import { translate } from '@/lib/i18n';
import '../i18n';
import { useProfileT } from '../i18n';

type Active = ResponsiblePlayStatus['activeExclusion'];

/** Whether `kind`, started now, would lengthen the break in force (a break is never shortened). */
function lengthens(kind: SelfExclusionKind, active: Active, now: Date): boolean {
  if (!active) return true;
  return endsLater(selfExclusionEndsAt(kind, now), active.endsAt ? new Date(active.endsAt) : null);
}

function consequences(kind: SelfExclusionKind, now: Date): { title: string; description: string; confirmLabel: string; pendingLabel: string } {
  const endsAt = selfExclusionEndsAt(kind, now);
  if (!endsAt) {
    return {
      get title() {
        return translate('profile.break.closeTitle');
      },
      get description() {
        return translate('profile.break.closeBody');
      },
      get confirmLabel() {
        return translate('profile.break.closeConfirm');
      },
      get pendingLabel() {
        return translate('profile.break.closing');
      },
    };
  }
  return {
    title: translate('profile.break.title', { length: kind }),
    description: translate('profile.break.body', { endsAt: formatEat(endsAt) }),
    get confirmLabel() {
      return translate('profile.break.start');
    },
    get pendingLabel() {
      return translate('profile.break.starting');
    },
  };
}

export function TakeABreak({ active, onStarted }: { active: Active; onStarted: () => void }) {
  const t = useProfileT();
  const [kind, setKind] = useState<SelfExclusionKind | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const [error, setError] = useState<string | null>(null);
  const start = useStartSelfExclusion();
  const open = () => {
    setNow(new Date());
    setError(null);
    setConfirming(true);
  };
  const onConfirm = () => {
    if (!kind) return;
    start.mutate(
      { kind },
      {
        onSuccess: ({ message }) => {
          setConfirming(false);
          setKind(null);
          toast.success(message);
          onStarted();
        },
        onError: (cause) => setError(serverMessageOr(cause, RESPONSIBLE_PLAY_UI_MESSAGES.breakFailed)),
      },
    );
  };
  const words = kind ? consequences(kind, now) : null;

  return (
    <section aria-labelledby="take-a-break-title">
      <h3 id="take-a-break-title" className="text-lg font-semibold text-gray-900">
        {t('profile.break.heading')}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{active ? t('profile.break.onlyLonger') : t('profile.break.intro')}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('profile.break.lengthLegend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SELF_EXCLUSION_KINDS.map((option) => {
            const allowed = lengthens(option, active, new Date());
            return (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-gray-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
              >
                <input type="radio" name="self-exclusion-kind" value={option} checked={kind === option} disabled={!allowed} onChange={() => setKind(option)} className="h-4 w-4 accent-brand-700" />
                {t(`profile.break.kind.${option}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button className="mt-3" variant="outline" disabled={!kind} onClick={open}>
        {kind === 'closed' ? t('profile.break.closeButton') : t('profile.break.takeButton')}
      </Button>
      {words && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={words.title}
          description={words.description}
          confirmLabel={words.confirmLabel}
          pendingLabel={words.pendingLabel}
          isPending={start.isPending}
          onConfirm={onConfirm}
          // After a start the card shows the break and moves focus to that notice, not back to this button.
          onCloseAutoFocus={(event) => {
            if (start.isSuccess) event.preventDefault();
          }}
        >
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
            <li>{t('profile.break.stillSignIn')}</li>
            <li>{t('profile.break.challengesCarryOn')}</li>
            {kind === 'closed' && <li>{t('profile.break.bonusStays')}</li>}
          </ul>
          {error && <FieldError alert>{error}</FieldError>}
        </ConfirmDialog>
      )}
    </section>
  );
}
