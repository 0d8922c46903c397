import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, usePreloadParts } from './lazy-part';

describe('lazyPart', () => {
  it('shows the fallback until the chunk is there, then the part; one fetch however often it is shown', async () => {
    let resolve!: (component: (props: { name: string }) => string) => void;
    const load = vi.fn(() => new Promise<(props: { name: string }) => string>((r) => (resolve = r)));
    const Part = lazyPart(load, 'waiting');
    function Page() {
      usePreloadParts(Part);
      return <Part name="Amani" />;
    }
    const { unmount } = render(<Page />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    resolve(({ name }) => `Hello ${name}`);
    expect(await screen.findByText('Hello Amani')).toBeInTheDocument();
    unmount();
    render(<Part name="Baraka" />);
    expect(screen.getByText('Hello Baraka')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed download', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => 'here');
    const Part = lazyPart(load, 'waiting');
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    render(<Part />);
    expect(screen.getByText('here')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
