import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_MESSAGES as M } from '@changamoto/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import type { MyKyc } from '../api/submit-kyc';
import { VerifyIdentityRoute } from './verify-identity';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const ID = '5f0c2b8e-8d7a-4c39-9d7e-2b1f0e6a4c11';
const submission = (over: Partial<NonNullable<MyKyc['submission']>> = {}): NonNullable<MyKyc['submission']> => ({
  id: ID,
  legalName: 'Jane Wanjiru',
  idType: 'national_id',
  idNumber: '30123456',
  dateOfBirth: '1995-06-15',
  status: 'pending',
  reason: null,
  submittedAt: '2025-03-01T09:00:00.000Z',
  decidedAt: null,
  images: { id_front: `/api/kyc/submissions/${ID}/images/id_front`, id_back: `/api/kyc/submissions/${ID}/images/id_back`, selfie: `/api/kyc/submissions/${ID}/images/selfie` },
  ...over,
});
const UNVERIFIED: MyKyc = { status: 'unverified', rejectionReason: null, submission: null };
const PENDING: MyKyc = { status: 'pending', rejectionReason: null, submission: submission() };

function serve(kyc: MyKyc, post: () => MockResponse = () => ({ status: 201, body: PENDING })) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/kyc') return { body: kyc };
    if (method === 'POST' && url.pathname === '/api/kyc/submissions') return post();
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
}
const posts = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.filter(([input, init]) => String(input) === '/api/kyc/submissions' && init?.method === 'POST');

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const fileInputs = () => ({
  id_front: screen.getByLabelText(/^Front of your ID/),
  id_back: screen.getByLabelText(/^Back of your ID/),
  selfie: screen.getByLabelText(/^Selfie holding your ID/),
});

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dateOfBirth = '1995-06-15') {
  await user.type(screen.getByLabelText(/^Full legal name/), 'Jane Wanjiru');
  await user.type(screen.getByLabelText(/^National ID number/), '3012 3456');
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: dateOfBirth } });
}

async function renderPage(kyc: MyKyc, post?: () => MockResponse) {
  const spy = serve(kyc, post);
  renderWithProviders(<VerifyIdentityRoute />, { path: '/verify-identity' });
  await screen.findByRole('heading', { level: 2 });
  return spy;
}

describe('Verify Identity: the form', () => {
  it('submitted empty, it names every missing detail and image under its field and sends nothing', async () => {
    const spy = await renderPage(UNVERIFIED);
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText(M.legalName)).toBeInTheDocument();
    expect(screen.getByText(M.idNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(M.dateOfBirth)).toBeInTheDocument();
    for (const message of Object.values(M.imageMissing)) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full legal name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(spy)).toHaveLength(0);
  });

  it('checks 18+ and the ID number’s format before sending, and the passport label follows the ID type', async () => {
    const spy = await renderPage(UNVERIFIED);
    const user = userEvent.setup();
    const lastYear = new Date().getFullYear() - 17;
    await fillDetails(user, `${lastYear}-01-01`);
    await user.clear(screen.getByLabelText(/^National ID number/));
    await user.type(screen.getByLabelText(/^National ID number/), '12AB');
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText(M.underage)).toBeInTheDocument();
    expect(screen.getByText(M.nationalIdFormat)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(screen.getByLabelText(/^Passport number/)).toBeInTheDocument();
    expect(posts(spy)).toHaveLength(0);
  });

  it('refuses a file that is not JPG or PNG, or over 5 MB, as soon as it is chosen', async () => {
    await renderPage(UNVERIFIED);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInputs().id_front, new File(['GIF89a'], 'front.gif', { type: 'image/gif' }));
    expect(await screen.findByText(M.imageType)).toBeInTheDocument();
    await user.upload(fileInputs().selfie, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'selfie.png', { type: 'image/png' }));
    expect(await screen.findByText(M.imageTooLarge)).toBeInTheDocument();
    await user.upload(fileInputs().id_front, png('front.png'));
    await waitFor(() => expect(screen.queryByText(M.imageType)).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Preview: Front of your ID' })).toHaveAttribute('src', 'blob:preview');
  });

  it('sends the details and the three images in one form, then shows the review in progress', async () => {
    const spy = await renderPage(UNVERIFIED);
    const user = userEvent.setup();
    await fillDetails(user);
    const inputs = fileInputs();
    await user.upload(inputs.id_front, png('front.png'));
    await user.upload(inputs.id_back, png('back.png'));
    await user.upload(inputs.selfie, png('selfie.png'));
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));

    expect(await screen.findByRole('heading', { name: 'Your documents are being reviewed' })).toBeInTheDocument();
    const [, init] = posts(spy)[0]!;
    const form = init!.body as FormData;
    expect({ legalName: form.get('legalName'), idType: form.get('idType'), idNumber: form.get('idNumber'), dateOfBirth: form.get('dateOfBirth') }).toEqual({
      legalName: 'Jane Wanjiru',
      idType: 'national_id',
      idNumber: '30123456',
      dateOfBirth: '1995-06-15',
    });
    expect([(form.get('idFront') as File).name, (form.get('idBack') as File).name, (form.get('selfie') as File).name]).toEqual(['front.png', 'back.png', 'selfie.png']);
    expect(screen.getByText('30123456')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Submitted images' })).getByRole('img', { name: 'Selfie holding your ID' })).toHaveAttribute('src', `/api/kyc/submissions/${ID}/images/selfie`);
  });

  it('shows the server’s refusal under its field (an ID number of another account) and keeps the form', async () => {
    await renderPage(UNVERIFIED, () => ({ status: 409, body: { error: { code: 'conflict', message: M.duplicateId, fields: { idNumber: M.duplicateId } } } }));
    const user = userEvent.setup();
    await fillDetails(user);
    const inputs = fileInputs();
    for (const input of Object.values(inputs)) await user.upload(input, png('x.png'));
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.duplicateId);
    expect(screen.getByLabelText(/^National ID number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit for verification' })).toBeEnabled();
  });
});

describe('Verify Identity: the statuses', () => {
  it('pending: the submitted details and images, and no form', async () => {
    await renderPage(PENDING);
    expect(screen.getByRole('heading', { name: 'Your documents are being reviewed' })).toBeInTheDocument();
    expect(screen.getByText('Jane Wanjiru')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Submit for verification' })).not.toBeInTheDocument();
  });

  it('verified: done, with the way to the wallet', async () => {
    await renderPage({ status: 'verified', rejectionReason: null, submission: submission({ status: 'verified' }) });
    expect(screen.getByRole('heading', { name: 'Your identity is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('rejected: the reason, and the form again with the earlier details filled in', async () => {
    const reason = 'The photo of the back of your ID is blurred.';
    await renderPage({ status: 'rejected', rejectionReason: reason, submission: submission({ status: 'rejected', reason }) });
    expect(screen.getByRole('heading', { name: 'Submit your documents again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`Reason: ${reason}`);
    expect(screen.getByLabelText(/^Full legal name/)).toHaveValue('Jane Wanjiru');
    expect(screen.getByLabelText(/^National ID number/)).toHaveValue('30123456');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1995-06-15');
  });

  it('a failed load says so and offers to try again', async () => {
    mockApi(() => ({ status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } } }));
    renderWithProviders(<VerifyIdentityRoute />, { path: '/verify-identity' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
