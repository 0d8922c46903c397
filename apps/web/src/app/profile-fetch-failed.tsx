// What a protected page shows when the profile could not be read (spec §8 Profile fetch): the reason
// and a retry, in place of the page — the person is not signed out, so nothing sends them away.
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { useSharedT } from '@/lib/i18n';

export function ProfileFetchFailed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  const t = useSharedT();
  return (
    <Page title={t('shell.somethingWrong')}>
      <div className="space-y-4">
        <p role="alert" className="font-medium text-red-700">
          {message}
        </p>
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? t('shell.tryingAgain') : t('shell.tryAgain')}
        </Button>
      </div>
    </Page>
  );
}
