// A radio group drawn as cards (buy modes, bundles, payout methods): native radios, so arrow keys and
// screen readers work without extra code.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface RadioCardOption {
  value: string;
  label: string;
  description?: ReactNode;
}

export function RadioCards({ name, legend, options, value, onChange, columns = 2 }: { name: string; legend: string; options: RadioCardOption[]; value: string | null; onChange: (value: string) => void; columns?: 1 | 2 | 3 }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className={cn('mt-2 grid gap-2', { 1: 'grid-cols-1', 2: 'grid-cols-1 sm:grid-cols-2', 3: 'grid-cols-1 sm:grid-cols-3' }[columns])}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-gray-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="mt-1 accent-brand-700" />
            <span>
              <span className="block font-semibold text-gray-900">{option.label}</span>
              {option.description && <span className="block text-sm text-gray-700">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
