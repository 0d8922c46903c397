// The actions on a person (issue #7), each behind its confirm step with the reason the audit log keeps:
// suspend (optional end) or unsuspend, terminate, freeze or unfreeze the balance, make or unmake admin.
import type { AdminUser } from '@changamoto/shared/contract';
import { useState } from 'react';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useUserAction, type UserAction } from '../api/user-actions';
import { REASONS } from '../lib/messages';
import { ActionButton } from '@/components/action-dialog';
import { useAdminT } from '../i18n';

type ButtonProps = Omit<React.ComponentProps<typeof ActionButton>, 'run' | 'reason'>;

function UserActionButton({ user, action, ...button }: ButtonProps & { user: AdminUser; action: UserAction }) {
  const run = useUserAction();
  return <ActionButton {...button} reason={REASONS.user} run={({ reason }) => run.mutateAsync({ id: user.id, action, reason })} />;
}

/** Suspend, with an optional end date and time (local); none = until lifted. */
function SuspendButton({ user }: { user: AdminUser }) {
  const t = useAdminT();
  const [until, setUntil] = useState('');
  const end = until ? new Date(until) : null;
  return (
    <UserActionButton
      user={user}
      action={{ kind: 'suspend', until: end && !Number.isNaN(end.getTime()) ? end.toISOString() : null }}
      actionKey={until}
      label={t('admin.userActions.suspend')}
      title={t('admin.userActions.suspendTitle')}
      description={t('admin.userActions.suspendBody')}
      validate={() => (end && end.getTime() <= Date.now() ? t('admin.validation.suspendUntilPast') : null)}
    >
      <FormField id={`suspend-until-${user.id}`} label={t('admin.userActions.suspendEnds')} hint={t('admin.userActions.suspendEndsHint')}>
        {(control) => <input {...control} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} className={controlClass} />}
      </FormField>
    </UserActionButton>
  );
}

export function UserActions({ user }: { user: AdminUser }) {
  const t = useAdminT();
  if (user.terminatedAt) return <p className="text-sm text-gray-700">{t('admin.validation.terminated')}</p>;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {user.banned ? (
        <UserActionButton user={user} action={{ kind: 'unsuspend' }} label={t('admin.userActions.unsuspend')} title={t('admin.userActions.liftTitle')} description={t('admin.userActions.liftBody')} />
      ) : (
        <SuspendButton user={user} />
      )}
      {user.balanceFrozen ? (
        <UserActionButton user={user} action={{ kind: 'unfreeze' }} label={t('admin.userActions.unfreeze')} description={t('admin.userActions.unfreezeBody')} />
      ) : (
        <UserActionButton user={user} action={{ kind: 'freeze' }} label={t('admin.userActions.freeze')} description={t('admin.userActions.freezeBody')} />
      )}
      {user.role === 'admin' ? (
        <UserActionButton user={user} action={{ kind: 'role', role: 'user' }} label={t('admin.userActions.removeAdmin')} description={t('admin.userActions.removeAdminBody')} />
      ) : (
        <UserActionButton user={user} action={{ kind: 'role', role: 'admin' }} label={t('admin.userActions.makeAdmin')} description={t('admin.userActions.makeAdminBody')} />
      )}
      <UserActionButton user={user} action={{ kind: 'terminate' }} label={t('admin.userActions.terminate')} title={t('admin.userActions.terminateTitle')} description={t('admin.userActions.terminateBody')} />
    </div>
  );
}
