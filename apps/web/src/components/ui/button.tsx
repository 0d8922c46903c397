import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'accent';
type Size = 'sm' | 'md' | 'lg';

const base = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-700',
  accent: 'bg-accent-400 text-gray-900 hover:bg-accent-500 focus-visible:outline-accent-500',
};
const sizes: Record<Size, string> = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4 text-sm', lg: 'h-12 px-6 text-base' };

export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: Size; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...props} />;
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: ButtonVariant; size?: Size }) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
