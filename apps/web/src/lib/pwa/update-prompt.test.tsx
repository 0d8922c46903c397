import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt, UPDATE_PROMPT_MESSAGES } from './update-prompt';

describe("'New version available — Reload'", () => {
  it('announces the new version; Reload hands over to it, Dismiss removes the prompt', async () => {
    const reload = vi.fn();
    act(() => showUpdatePrompt(reload));
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent(UPDATE_PROMPT_MESSAGES.available);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(document.querySelector('[data-update-prompt]')).toBeNull();
  });
});
