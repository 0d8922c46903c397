import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const calls = { message: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const toast = Object.assign((...args: unknown[]) => calls.message(...args), { success: calls.success, error: calls.error, info: calls.info });
  const Toaster = (props: Record<string, unknown>) => <div data-testid="toaster" data-position={String(props.position)} data-duration={String(props.duration)} />;
  return { calls, module: { toast, Toaster } };
});
vi.mock('sonner', () => sonner.module);

import { toast, ToasterHost } from './toast';

describe('toasts (spec §9 durations, top-right)', () => {
  it('renders the toaster top-right with the 4000 ms default; success shows for 3000 ms, errors for 5000 ms', async () => {
    const { findByTestId } = render(<ToasterHost />);
    const toaster = await findByTestId('toaster');
    expect(toaster).toHaveAttribute('data-position', 'top-right');
    expect(toaster).toHaveAttribute('data-duration', '4000');

    toast.success('Message sent successfully!');
    toast.error('Failed to send message');
    toast.message('Heads up');
    await vi.waitFor(() => expect(sonner.calls.message).toHaveBeenCalled());
    expect(sonner.calls.success).toHaveBeenCalledWith('Message sent successfully!', { duration: 3000 });
    expect(sonner.calls.error).toHaveBeenCalledWith('Failed to send message', { duration: 5000 });
    expect(sonner.calls.message).toHaveBeenCalledWith('Heads up', { duration: 4000 });
  });
});
