// Label, control, hint and error wired together so every error is announced with its field
// (aria-invalid + aria-describedby). The one form field every feature uses.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSharedT } from '@/lib/i18n';

export const controlClass =
  'mt-1.5 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 read-only:bg-gray-100 read-only:text-gray-700 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** An error under a field; `alert` announces it on its own (for errors not tied to a control). */
export function FieldError({ id, alert = false, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}

/** Renders the label, hint and error; `children` receives the props that tie the control to them. */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Adds '(required)' to the label. */
  required?: boolean;
  /** Shown beside the label, e.g. the username availability badge. */
  extra?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const t = useSharedT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
          {label}
          {required && <span className="font-normal text-gray-700">{t('components.required')}</span>}
        </label>
        {extra}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A message about the whole form (server answers), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' | 'info' }) {
  const styles = { error: 'border-red-300 bg-red-50 text-red-800', success: 'border-brand-600/40 bg-brand-50 text-brand-800', info: 'border-gray-200 bg-gray-50 text-gray-800' }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border p-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}
