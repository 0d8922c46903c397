import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { showUpdatePrompt } from './update-prompt';

afterEach(async () => {
  await activateLocale('en');
});

describe("'New version available — Reload'", () => {
  it('announces the new version; Reload hands over to it, Dismiss removes the prompt', async () => {
    const reload = vi.fn();
    act(() => showUpdatePrompt(reload));
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('New version available');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(document.querySelector('[data-update-prompt]')).toBeNull();
  });

  it('speaks Kiswahili when that is the language', async () => {
    await activateLocale('sw');
    act(() => showUpdatePrompt(vi.fn()));
    expect(await screen.findByRole('status')).toHaveTextContent('Toleo jipya linapatikana');
    expect(screen.getByRole('button', { name: 'Pakia upya' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Funga' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
