// /login in Kiswahili (issue #20 §1): the page, its form and its validation come from the auth catalog,
// so a broken catalog wiring fails here.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ModalHarness, Pages, serveAuth } from '../test/auth-test-utils';
import LoginRoute from './login';

afterEach(async () => {
  await activateLocale('en');
});

describe('auth in Kiswahili', () => {
  it('/login: title, labels, the sign-up link and the spec §5 messages', async () => {
    const user = userEvent.setup();
    serveAuth({});
    await activateLocale('sw');
    renderWithProviders(<Pages pages={{ '/login': <LoginRoute /> }} />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByText('Karibu tena Changamoto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jisajili' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(screen.getByLabelText('Anwani ya barua pepe')).toHaveAccessibleDescription('Barua pepe au nambari ya simu inahitajika');
    expect(screen.getByLabelText('Nenosiri')).toHaveAccessibleDescription('Weka nenosiri ili kuingia kwa barua pepe');

    await user.click(screen.getByRole('button', { name: 'Tumia simu' }));
    await user.type(screen.getByLabelText('Nambari ya simu'), '812345678');
    await user.click(screen.getByRole('button', { name: 'Tuma OTP' }));
    expect(screen.getByLabelText('Nambari ya simu')).toHaveAccessibleDescription('Muundo si sahihi. Tumia tarakimu 9 (7...) au tarakimu 10 (07...).');
  });

  it('the auth modal opens in Kiswahili', async () => {
    const user = userEvent.setup();
    serveAuth({});
    await activateLocale('sw');
    renderWithProviders(<ModalHarness />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karibu Changamoto' });
    expect(dialog).toHaveTextContent('Ingia au fungua akaunti kwa anwani yako ya barua pepe.');
    expect(screen.getByRole('button', { name: 'Endelea kwa barua pepe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
