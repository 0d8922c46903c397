import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatKesPerToken, formatStake, formatTokenCount, formatTokens } from '@/lib/format';
import { activateLocale, currentIntlLocale, defineCatalog, RichText, translate, useSharedT } from '.';

const useDemoT = defineCatalog(
  'i18n-test',
  { 'demo.greeting': 'Hello {name}', 'demo.items': '{count, plural, one {# item} other {# items}}' },
  { sw: () => Promise.resolve({ default: { 'demo.greeting': 'Habari {name}', 'demo.items': 'vitu {count}' } }) },
);

function Demo() {
  const t = useDemoT();
  const shared = useSharedT();
  return (
    <p>
      {t('demo.greeting', { name: 'Wanjiku' })} / {t('demo.items', { count: 2 })} / {shared('format.free')}
    </p>
  );
}

afterEach(async () => {
  await activateLocale('en');
});

describe('i18n runtime', () => {
  it('renders English by default, with ICU placeholders and plurals', () => {
    render(<Demo />);
    expect(screen.getByText('Hello Wanjiku / 2 items / Free')).toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('sw');
  });

  it('switches every mounted component to Kiswahili, loading its catalogs first, and sets <html lang>', async () => {
    render(<Demo />);
    await activateLocale('sw');
    expect(await screen.findByText('Habari Wanjiku / vitu 2 / Bure')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    expect(currentIntlLocale()).toBe('sw-KE');
  });

  it('formats tokens, stakes, KES and times in the active language (sw-KE: tokeni, Kiswahili months)', async () => {
    expect([formatTokens(12500), formatTokenCount(1), formatStake(0), formatKesPerToken(7, 2)]).toEqual(['12,500 Tokens', '1 token', 'Free', 'KES 3.50 per token']);
    await activateLocale('sw');
    expect([formatTokens(12500), formatTokenCount(1), formatStake(0), formatKesPerToken(7, 2)]).toEqual(['Tokeni 12,500', 'tokeni 1', 'Bure', 'KES 3.50 kwa tokeni']);
    // 09:00 UTC is 12:00 in Nairobi (EAT), whatever the device's zone.
    expect(formatDateTime('2026-03-05T09:00:00Z')).toBe('5 Mac 2026, 12:00');
    expect(formatDateTime('2026-03-05T09:00:00Z')).toBe(new Intl.DateTimeFormat('sw-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(new Date('2026-03-05T09:00:00Z')));
    expect(translate('common.language.label')).toBe('Lugha');
  });

  it('renders markup inside a sentence with the given components, never as HTML', () => {
    render(<RichText text="Read the <terms>Terms</terms> first. <b>x</b>" components={{ terms: (children) => <a href="/terms">{children}</a> }} />);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(document.querySelector('b')).toBeNull();
  });
});
