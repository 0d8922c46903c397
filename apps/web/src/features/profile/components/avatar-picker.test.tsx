import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockResponse } from '@/test/render';
import { renderWithProviders } from '@/test/render';
import { ProfileRoute } from '../routes/profile';
import { serveProfile, testProfile } from '../testing/profile-server';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

// jsdom has no blob URLs; the picker uses them for the local preview.
beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const image = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Profile picture file');

async function pick(file: File) {
  // applyAccept off: a person can still choose "All files" in the picker, so the checks must hold.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ProfileRoute />);
  await screen.findByRole('button', { name: 'Change Picture' });
  await user.upload(fileInput(), file);
}

const uploads = (spy: ReturnType<typeof serveProfile>['spy']) => spy.mock.calls.filter(([input]) => String(input) === '/api/profile/avatar');

describe('Change Picture (spec §5 Avatar upload, §8 Upload)', () => {
  it('refuses a file that is not JPG, PNG, GIF or WebP before sending it', async () => {
    const { spy } = serveProfile();
    await pick(image('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Invalid file type. Please upload an image (JPG, PNG, GIF, WebP).')).toBeInTheDocument();
    expect(uploads(spy)).toHaveLength(0);
  });

  it('refuses an image over 2 MB before sending it', async () => {
    const { spy } = serveProfile();
    await pick(image('big.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('File is too large. Maximum size is 2MB.')).toBeInTheDocument();
    expect(uploads(spy)).toHaveLength(0);
  });

  it('accepts exactly 2 MB', async () => {
    const { spy } = serveProfile({}, { 'POST /api/profile/avatar': () => ({ body: { ...testProfile, avatarUrl: '/uploads/avatars/new.png' } }) });
    await pick(image('edge.png', 'image/png', 2 * 1024 * 1024));
    await waitFor(() => expect(uploads(spy)).toHaveLength(1));
  });

  it('previews the file while it uploads, sends it as the avatar field, then shows the saved picture', async () => {
    let answer: (response: MockResponse) => void = () => {};
    const server = serveProfile({}, { 'POST /api/profile/avatar': () => new Promise<MockResponse>((resolve) => (answer = resolve)) });
    const { spy } = server;
    const file = image('me.webp', 'image/webp');
    await pick(file);
    expect(await screen.findByRole('img', { name: 'Preview of your new profile picture' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const [, init] = uploads(spy)[0]!;
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('avatar')).toBe(file);
    server.state.profile = { ...testProfile, avatarUrl: '/uploads/avatars/me.webp' };
    answer({ body: server.state.profile });
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/uploads/avatars/me.webp');
    expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!');
  });

  it("shows the server's reason when the upload fails", async () => {
    serveProfile({}, { 'POST /api/profile/avatar': () => ({ status: 500, body: { error: { code: 'storage', message: 'Failed to upload image to storage.' } } }) });
    await pick(image('me.jpg', 'image/jpeg'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload avatar: Failed to upload image to storage.'));
    expect(screen.getByText('Failed to upload avatar: Failed to upload image to storage.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
