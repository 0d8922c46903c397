// Resend Code / Resend Email with the 60-second lockout shown on the button (spec §2, §9).
import { Button } from '@/components/ui/button';
import { useAuthT } from '../i18n';

export function ResendButton({ label: given, secondsLeft, pending, onClick }: { label?: string; secondsLeft: number; pending: boolean; onClick: () => void }) {
  const t = useAuthT();
  const label = given ?? t('auth.resend.code');
  return (
    <Button variant="ghost" className="w-full" disabled={secondsLeft > 0 || pending} onClick={onClick}>
      {pending ? t('auth.code.sending') : secondsLeft > 0 ? t('auth.resend.countdown', { label, seconds: secondsLeft }) : label}
    </Button>
  );
}
