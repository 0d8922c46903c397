import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToasterHost } from '@/lib/toast';

const sonner = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));
vi.mock('sonner', () => sonner);

import { walletToast } from './wallet-toast';

describe('wallet toasts (spec §9: wallet error 4 s, success 2 s)', () => {
  it('shows errors for 4000 ms and successes for 2000 ms', async () => {
    render(<ToasterHost />);
    await walletToast.error('Failed to initiate redemption.');
    await walletToast.success('Redemption initiated! Check transaction history.');
    expect(sonner.toast.error).toHaveBeenCalledWith('Failed to initiate redemption.', { duration: 4000 });
    expect(sonner.toast.success).toHaveBeenCalledWith('Redemption initiated! Check transaction history.', { duration: 2000 });
  });
});
