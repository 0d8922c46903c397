// The actions on a person (issue #7), each behind its confirm step with the reason the audit log keeps:
// suspend (optional end) or unsuspend, terminate, freeze or unfreeze the balance, make or unmake admin.
import type { AdminUser } from '@changamoto/shared/contract';
import { ADMIN_MESSAGES } from '@changamoto/shared/domain';
import { useState } from 'react';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useUserAction, type UserAction } from '../api/user-actions';
import { REASONS } from '../lib/messages';
import { ActionButton } from '@/components/action-dialog';

type ButtonProps = Omit<React.ComponentProps<typeof ActionButton>, 'run' | 'reason'>;

function UserActionButton({ user, action, ...button }: ButtonProps & { user: AdminUser; action: UserAction }) {
  const run = useUserAction();
  return <ActionButton {...button} reason={REASONS.user} run={({ reason }) => run.mutateAsync({ id: user.id, action, reason })} />;
}

/** Suspend, with an optional end date and time (local); none = until lifted. */
function SuspendButton({ user }: { user: AdminUser }) {
  const [until, setUntil] = useState('');
  const end = until ? new Date(until) : null;
  return (
    <UserActionButton
      user={user}
      action={{ kind: 'suspend', until: end && !Number.isNaN(end.getTime()) ? end.toISOString() : null }}
      actionKey={until}
      label="Suspend"
      title="Suspend account"
      description="They are signed out at once and cannot sign in until the suspension ends or is lifted. Their tokens stay as they are."
      validate={() => (end && end.getTime() <= Date.now() ? ADMIN_MESSAGES.suspendUntilPast : null)}
    >
      <FormField id={`suspend-until-${user.id}`} label="Ends (optional)" hint="Leave empty to suspend until you lift it.">
        {(control) => <input {...control} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} className={controlClass} />}
      </FormField>
    </UserActionButton>
  );
}

export function UserActions({ user }: { user: AdminUser }) {
  if (user.terminatedAt) return <p className="text-sm text-gray-700">{ADMIN_MESSAGES.terminated}</p>;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {user.banned ? <UserActionButton user={user} action={{ kind: 'unsuspend' }} label="Unsuspend" title="Lift suspension" description="They can sign in again." /> : <SuspendButton user={user} />}
      {user.balanceFrozen ? (
        <UserActionButton user={user} action={{ kind: 'unfreeze' }} label="Unfreeze balance" description="Their tokens can move again." />
      ) : (
        <UserActionButton user={user} action={{ kind: 'freeze' }} label="Freeze balance" description="Every token movement they start is refused (refunds and payouts owed to them still land). They can still sign in and read." />
      )}
      {user.role === 'admin' ? (
        <UserActionButton user={user} action={{ kind: 'role', role: 'user' }} label="Remove admin" description="They become a regular user and lose the admin area." />
      ) : (
        <UserActionButton user={user} action={{ kind: 'role', role: 'admin' }} label="Make admin" description="They can decide outcomes, act on people and see payouts and the audit log." />
      )}
      <UserActionButton
        user={user}
        action={{ kind: 'terminate' }}
        label="Terminate"
        title="Terminate account"
        description="For a violation: suspended for good and the balance frozen. Their tokens stay recorded in the ledger. This cannot be undone here."
      />
    </div>
  );
}
