// The type filter of the challenge lists (spec §2 category page and Dashboard Active Challenges): All, Solo, Two Player, Public.
import { CHALLENGE_TYPES, type ChallengeType } from '@changamoto/shared/domain';
import { cn } from '@/lib/cn';
import { useCardT } from '@/components/challenge-card/card-catalog';

const options: (ChallengeType | null)[] = [null, ...CHALLENGE_TYPES];

export function TypeFilter({ value, onChange }: { value: ChallengeType | null; onChange: (type: ChallengeType | null) => void }) {
  const t = useCardT();
  return (
    <div role="group" aria-label={t('components.typeFilter.label')} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const selected = option === value;
        return (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
            )}
          >
            {option ? t('components.challengeType', { type: option }) : t('components.typeFilter.all')}
          </button>
        );
      })}
    </div>
  );
}

export function parseType(value: string | null): ChallengeType | null {
  return CHALLENGE_TYPES.find((type) => type === value) ?? null;
}
