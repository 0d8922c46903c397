import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { apiError, ids, kycQueueItem, kycSubmission, serveAdmin } from '../testing/admin-server';
import { AdminKycRoute } from './admin-kyc';
import { AdminKycSubmissionRoute } from './admin-kyc-submission';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const submissionPath = `/api/admin/kyc/${ids.kyc}`;
const renderSubmission = () => renderWithProviders(<AdminKycSubmissionRoute />, { path: `/admin/kyc/${ids.kyc}`, routePath: '/admin/kyc/:id' });

describe('KYC review queue (DOMAIN.md §7)', () => {
  it("lists pending submissions, switches status, and 'Load more' sends nextCursor", async () => {
    const user = userEvent.setup({ delay: null });
    const later = kycQueueItem({ id: '80000000-0000-4000-8000-000000000002', legalName: 'Brian Otieno' });
    const { calls } = serveAdmin({
      routes: {
        'GET /api/admin/kyc': ({ url }) =>
          url.searchParams.get('cursor') ? { body: { submissions: [later], nextCursor: null } } : { body: { submissions: [kycQueueItem()], nextCursor: url.searchParams.get('status') === 'pending' ? ids.kyc : null } },
      },
    });
    renderWithProviders(<AdminKycRoute />, { path: '/admin/kyc' });
    const link = await screen.findByRole('link', { name: 'Alice Wanjiru' });
    expect(link).toHaveAttribute('href', `/admin/kyc/${ids.kyc}`);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Brian Otieno' })).toBeInTheDocument();
    expect(calls('GET', '/api/admin/kyc').map((c) => c.query)).toEqual([{ status: 'pending' }, { status: 'pending', cursor: ids.kyc }]);

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(calls('GET', '/api/admin/kyc').at(-1)?.query).toEqual({ status: 'rejected' }));
  });

  it('says when nothing is waiting', async () => {
    serveAdmin({ routes: { 'GET /api/admin/kyc': () => ({ body: { submissions: [], nextCursor: null } }) } });
    renderWithProviders(<AdminKycRoute />, { path: '/admin/kyc' });
    expect(await screen.findByText('No pending submissions.')).toBeInTheDocument();
  });
});

describe('One KYC submission', () => {
  it('shows the details, the images from the admin-only URLs the API gives, and a warning about the same ID number', async () => {
    serveAdmin({
      routes: {
        [`GET ${submissionPath}`]: () => ({
          body: kycSubmission({ sameIdNumber: [{ id: '80000000-0000-4000-8000-000000000009', userId: ids.bob, username: 'bob', status: 'rejected', submittedAt: '2026-02-01T09:00:00Z' }] }),
        }),
      },
    });
    renderSubmission();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Wanjiru' })).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    // Dates read like every other date in the app ('12 Mar 1994'), never '1994-03-12'.
    expect(screen.getByText('Date of birth').nextElementSibling).toHaveTextContent(/^12 Mar 1994$/);
    expect(screen.queryByText('1994-03-12')).toBeNull();
    expect(screen.getByRole('img', { name: 'Front of the ID' })).toHaveAttribute('src', `/api/admin/kyc/${ids.kyc}/images/id_front`);
    expect(screen.getByRole('img', { name: 'Selfie holding the ID' })).toHaveAttribute('src', `/api/admin/kyc/${ids.kyc}/images/selfie`);
    expect(screen.getByRole('region', { name: 'Other submissions with this ID number' })).toHaveTextContent(/bob: Rejected/);
  });

  it('approves after the confirm step', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderSubmission();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve this identity' })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Approved: alice is verified.'));
    expect(calls('POST', `${submissionPath}/approve`)).toHaveLength(1);
  });

  it('rejects only with the reason the user sees, and shows a refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({ routes: { [`POST ${submissionPath}/reject`]: () => apiError(409, 'This submission has already been decided.') } });
    renderSubmission();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription('Please give the reason for the rejection; the user will see it.');
    expect(calls('POST', `${submissionPath}/reject`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'The selfie does not show the ID.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This submission has already been decided.');
    expect(calls('POST', `${submissionPath}/reject`)[0]?.body).toEqual({ reason: 'The selfie does not show the ID.' });
  });
});
