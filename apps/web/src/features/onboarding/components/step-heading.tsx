import { useEffect, useRef, type ReactNode } from 'react';

/** A step's h1; from the second step on it takes focus when it appears, so the new step is announced. */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-white focus:outline-none sm:text-5xl">
      {children}
    </h1>
  );
}
