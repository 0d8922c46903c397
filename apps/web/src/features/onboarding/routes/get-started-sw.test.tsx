// /get-started in Kiswahili (issue #20 §1): the four steps read the onboarding catalog, so a broken
// catalog wiring fails here; the English catalog keeps the shared (server) trivia and bonus words.
import { ONBOARDING_MESSAGES, ONBOARDING_TRIVIA } from '@changamoto/shared/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '@/lib/i18n';
import { baseProfile } from '@/test/profile';
import { mockApi, renderWithProviders } from '@/test/render';
import { rewardsStatus } from '@/test/rewards';
import '../i18n';
import { GetStartedRoute } from './get-started';

afterEach(async () => {
  await activateLocale('en');
});

describe('onboarding in Kiswahili', () => {
  it('English keeps the shared question and bonus words', () => {
    expect(translate('onboarding.trivia.question')).toBe(ONBOARDING_TRIVIA.question);
    expect(translate('onboarding.result.alreadyGranted').startsWith(ONBOARDING_MESSAGES.alreadyGranted)).toBe(true);
  });

  it('walks the steps in Kiswahili, answers with the same choice, and wins', async () => {
    const user = userEvent.setup();
    const spy = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/profile') return { body: baseProfile };
      if (method === 'GET' && url.pathname === '/api/rewards') return { body: rewardsStatus({ onboarding: { bonusGranted: false } }) };
      if (method === 'POST' && url.pathname === '/api/rewards/onboarding') return { body: { success: true, message: 'YOU WON!', tokens: 50 } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    await activateLocale('sw');
    renderWithProviders(<GetStartedRoute />);
    expect(await screen.findByRole('heading', { name: 'Karibu Changamoto!' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hatua 1 kati ya 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ruka' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tuanze!' }));
    expect(await screen.findByText('Jibu swali moja fupi ushinde tokeni 50 za bonasi za kuanza kucheza.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kubali changamoto' }));
    expect(screen.getByRole('heading', { name: 'Mji mkuu wa Ufaransa ni upi?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paris' }));
    expect(await screen.findByRole('heading', { name: 'UMESHINDA!' })).toBeInTheDocument();
    expect(screen.getByText('Tokeni 50 za bonasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nenda kwenye pochi' })).toHaveAttribute('href', '/wallet');
    // The server is sent the answer as it knows it, whatever the language on screen.
    const post = spy.mock.calls.find(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/rewards/onboarding'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ answer: ONBOARDING_TRIVIA.answer });
  });
});
