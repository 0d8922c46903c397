// The phone line of 'Edit Account Details': the current number with 'Change' / 'Remove'. A number is
// added or changed only through an SMS code; removing it saves phone: null (spec §5 Profile).
import type { Profile } from '@changamoto/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { ConfirmDialog } from './confirm-dialog';
import { PhoneChangeForm } from './profile-parts';
import { PROFILE_UPDATE_MESSAGES } from './profile-form';
import { useProfileFirstViewT } from '../first-view/i18n';

export function PhoneField({ profile }: { profile: Profile }) {
  const t = useProfileFirstViewT();
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const update = useUpdateProfile();

  const remove = () =>
    update.mutate(
      { phone: null },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          toast.success(PROFILE_UPDATE_MESSAGES.success);
        },
        onError: (error) => toast.error(PROFILE_UPDATE_MESSAGES.failed(error.message)),
      },
    );

  return (
    <div role="group" aria-labelledby="phone-label" className="mt-5">
      <p id="phone-label" className="text-sm font-semibold text-gray-900">
        {t('profile.phone.label')}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <span className={profile.phone ? 'text-base text-gray-900' : 'text-base text-gray-700'}>{profile.phone ?? t('profile.phone.none')}</span>
        {!editing && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {profile.phone ? t('profile.phone.change') : t('profile.phone.add')}
            </Button>
            {profile.phone && (
              <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)}>
                {t('profile.phone.remove')}
              </Button>
            )}
          </div>
        )}
      </div>
      {editing && <PhoneChangeForm onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('profile.phone.removeTitle')}
        description={t('profile.phone.removeBody', { phone: profile.phone ?? t('profile.phone.thisNumber') })}
        confirmLabel={t('profile.phone.remove')}
        pendingLabel={t('profile.phone.removing')}
        isPending={update.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
