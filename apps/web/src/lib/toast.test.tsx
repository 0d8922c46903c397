import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const calls = { message: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const toast = Object.assign((...args: unknown[]) => calls.message(...args), { success: calls.success, error: calls.error, info: calls.info });
  const Toaster = (props: Record<string, unknown>) => <div data-testid="toaster" data-position={String(props.position)} data-duration={String(props.duration)} style={props.style as object} />;
  return { calls, module: { toast, Toaster } };
});
vi.mock('sonner', () => sonner.module);

import { TOAST_COLORS, toast, ToasterHost } from './toast';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

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

  it("gives each coloured toast text of at least 4.5:1 on its tint (WCAG AA), through sonner's custom properties", async () => {
    const { findByTestId } = render(<ToasterHost />);
    const toaster = await findByTestId('toaster');
    for (const [kind, { bg, text }] of Object.entries(TOAST_COLORS)) {
      expect(contrast(text, bg), kind).toBeGreaterThanOrEqual(4.5);
      expect(toaster.style.getPropertyValue(`--${kind}-bg`)).toBe(bg);
      expect(toaster.style.getPropertyValue(`--${kind}-text`)).toBe(text);
    }
  });

  it('loads sonner when the browser is idle after the page loaded, or at once for a toast asked for before that', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const { findByTestId, queryByTestId } = render(<ToasterHost />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(queryByTestId('toaster')).toBeNull();
      expect(idle).toHaveLength(1);

      toast.info('Before idle');
      await findByTestId('toaster');
      await vi.waitFor(() => expect(sonner.calls.info).toHaveBeenCalledWith('Before idle', { duration: 4000 }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
