// Resend Code / Resend Email with the 60-second lockout shown on the button (spec §2, §9).
import { Button } from '@/components/ui/button';

export function ResendButton({ label = 'Resend Code', secondsLeft, pending, onClick }: { label?: string; secondsLeft: number; pending: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" className="w-full" disabled={secondsLeft > 0 || pending} onClick={onClick}>
      {pending ? 'Sending...' : secondsLeft > 0 ? `${label} (${secondsLeft}s)` : label}
    </Button>
  );
}
