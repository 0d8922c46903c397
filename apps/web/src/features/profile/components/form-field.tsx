// Label, control, hint and error wired together so every error is announced with its field.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export const controlClass =
  'mt-1.5 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 read-only:bg-gray-100 read-only:text-gray-700 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (control: FieldControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}
