// A seconds countdown for Resend buttons (spec §4 OTP flow: resend starts a 60 s lockout). It counts
// to a deadline rather than decrementing per tick, so a throttled background tab still shows the truth.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export function useCountdown({ startAt = 0 }: { startAt?: number } = {}) {
  const [secondsLeft, setSecondsLeft] = useState(startAt);
  const deadline = useRef<number | null>(null);
  const running = secondsLeft > 0;

  const arm = useEffectEvent(() => {
    deadline.current ??= Date.now() + secondsLeft * 1000;
  });
  useEffect(() => {
    if (!running) {
      deadline.current = null;
      return;
    }
    arm();
    const timer = setInterval(() => {
      const end = deadline.current ?? Date.now();
      setSecondsLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, []);
  return { secondsLeft, running, start };
}
