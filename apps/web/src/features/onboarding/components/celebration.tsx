// spec §9: the onboarding win is celebrated for 3 seconds — confetti that falls still with reduced motion.
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { CELEBRATION_MS } from '../lib/constants';

const colours = ['bg-accent-400', 'bg-white', 'bg-brand-100', 'bg-red-400', 'bg-sky-300'];
// Fixed positions (no Math.random) so every render and every test sees the same confetti.
const pieces = Array.from({ length: 24 }, (_, index) => ({
  left: `${(index * 37) % 100}%`,
  top: `${(index * 53) % 90}%`,
  delay: `${(index % 6) * 120}ms`,
  colour: colours[index % colours.length],
}));

export function Celebration() {
  const [active, setActive] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setActive(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!active) return null;
  return (
    <div aria-hidden="true" data-celebration="" className="pointer-events-none fixed inset-0 z-10 overflow-hidden">
      {pieces.map((piece, index) => (
        <span key={index} className={cn('absolute h-3 w-2 rounded-sm motion-safe:animate-bounce', piece.colour)} style={{ left: piece.left, top: piece.top, animationDelay: piece.delay, rotate: `${index * 29}deg` }} />
      ))}
    </div>
  );
}
