import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's parts below its first view are mounted: none in the commit that shows the first
 * view, then one more per task once `start` is true. On a slow phone each part is a short task of its
 * own instead of one long commit with the first view (issue #20 §2, Total Blocking Time), and a tap in
 * between is answered. As transitions, a part still loading keeps what is shown in place.
 */
export function useInTurn(total: number, start: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!start || shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(next);
  }, [start, shown, total]);
  return shown;
}
