// The phone line of 'Edit Account Details': the current number with 'Change' / 'Remove'. A number is
// added or changed only through an SMS code; removing it saves phone: null (spec §5 Profile).
import type { Profile } from '@changamoto/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { ConfirmDialog } from './confirm-dialog';
import { PhoneChangeForm } from './phone-change-form';
import { PROFILE_UPDATE_MESSAGES } from './profile-form';

export function PhoneField({ profile }: { profile: Profile }) {
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
        Phone number
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <span className={profile.phone ? 'text-base text-gray-900' : 'text-base text-gray-700'}>{profile.phone ?? 'No phone number added.'}</span>
        {!editing && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {profile.phone ? 'Change' : 'Add Phone Number'}
            </Button>
            {profile.phone && (
              <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)}>
                Remove
              </Button>
            )}
          </div>
        )}
      </div>
      {editing && <PhoneChangeForm onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove phone number?"
        description={`${profile.phone ?? 'This number'} will no longer be linked to your account, and you will not be able to sign in with it.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={update.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
