import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { tieredConfig } from '@/test/public-config';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { ContactUsRoute } from './contact-us';

// The Kiswahili catalogs are lazy chunks: on a loaded machine their first import can take seconds.
const LAZY = { timeout: 15_000 };

// Contacts unlike the defaults, to prove the page reads them from the config.
const config = { ...tieredConfig, supportEmail: 'help@changamoto.test', supportPhone: '+254 700 123 456', supportWhatsapp: '+254 711 222 333' };

function serve(contact: (body: unknown) => MockResponse | Promise<MockResponse>) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/config') return { body: config };
    if (method === 'POST' && url.pathname === '/api/contact') return contact(body);
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
}

/** The page, once its form (a lazy chunk) is on screen. */
async function renderContactPage() {
  renderWithProviders(<ContactUsRoute />, { path: '/contact-us' });
  await screen.findByRole('form', { name: 'Contact form' });
}

const contactPosts = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.filter(([input, init]) => String(input).endsWith('/api/contact') && init?.method === 'POST');

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText(/^Email/), 'wanjiru@example.co.ke');
  await user.type(screen.getByLabelText(/^Subject/), 'Tokens not credited');
  await user.type(screen.getByLabelText(/^Message/), 'I paid KES 180 by M-Pesa at 10:15 and have no tokens yet.');
}

describe('contact page', () => {
  // The form and its validation are lazy chunks: loaded once here, so no test's wait includes its first import.
  beforeAll(() => Promise.all([import('../components/contact-form'), import('../lib/contact-resolver')]), 30_000);

  it('shows the four contact methods with links built from the public config', async () => {
    serve(() => ({ status: 201, body: { success: true, id: crypto.randomUUID() } }));
    await renderContactPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'help@changamoto.test' })).toHaveAttribute('href', 'mailto:help@changamoto.test');
    expect(screen.getByRole('link', { name: '+254 700 123 456' })).toHaveAttribute('href', 'tel:+254700123456');
    expect(screen.getByRole('link', { name: '+254 711 222 333' })).toHaveAttribute('href', 'https://wa.me/254711222333');
    expect(screen.getByRole('heading', { name: 'In-app message' })).toBeInTheDocument();
  });

  it('offers the six inquiry types, General by default', async () => {
    serve(() => ({ status: 201, body: { success: true, id: crypto.randomUUID() } }));
    await renderContactPage();
    const select = screen.getByLabelText('Inquiry type');
    expect(select).toHaveValue('general');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Technical Support', 'Billing', 'Partnership', 'Feedback', 'Report an Issue']);
  });

  it('submitting the empty form shows the required messages on their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const spy = serve(() => ({ status: 201, body: { success: true, id: crypto.randomUUID() } }));
    await renderContactPage();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Subject is required.');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(/Message is required\./);
    expect(contactPosts(spy)).toHaveLength(0);
  });

  it("rejects an invalid email with 'Invalid email address'", async () => {
    const user = userEvent.setup();
    const spy = serve(() => ({ status: 201, body: { success: true, id: crypto.randomUUID() } }));
    await renderContactPage();
    await fillForm(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'wanjiru-at-example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(contactPosts(spy)).toHaveLength(0);
  });

  it('a valid submission POSTs the message with type general, confirms it and empties the form', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    let received: unknown;
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    serve(async (body) => {
      received = body;
      await gate;
      return { status: 201, body: { success: true, id: crypto.randomUUID() } };
    });
    await renderContactPage();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    answer();

    expect(await screen.findByRole('heading', { name: 'Message sent successfully!' })).toBeInTheDocument();
    expect(screen.getByText("We've received your message and will get back to you within 24 hours.")).toBeInTheDocument();
    expect(received).toEqual({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.co.ke',
      type: 'general',
      subject: 'Tokens not credited',
      message: 'I paid KES 180 by M-Pesa at 10:15 and have no tokens yet.',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText('Inquiry type')).toHaveValue('general');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(successToast).toHaveBeenCalledWith('Message sent successfully!');
  });

  it('sends the chosen inquiry type', async () => {
    const user = userEvent.setup();
    let received: { type?: string } | undefined;
    serve((body) => {
      received = body as { type?: string };
      return { status: 201, body: { success: true, id: crypto.randomUUID() } };
    });
    await renderContactPage();
    await fillForm(user);
    await user.selectOptions(screen.getByLabelText('Inquiry type'), 'Billing');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message sent successfully!' });
    expect(received?.type).toBe('billing');
  });

  it("a server failure shows 'Failed to send message' with the spec's text and keeps what was typed", async () => {
    const user = userEvent.setup();
    const errorToast = vi.spyOn(toast, 'error');
    serve(() => ({ status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } } }));
    await renderContactPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to send message' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('There was an error sending your message. Please try again or contact us directly.');
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Wanjiru Kamau');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('wanjiru@example.co.ke');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Tokens not credited');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('I paid KES 180 by M-Pesa at 10:15 and have no tokens yet.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(errorToast).toHaveBeenCalledWith('Failed to send message');
  });

  it("puts the server's field messages on the fields when it rejects the input", async () => {
    const user = userEvent.setup();
    serve(() => ({
      status: 400,
      body: { error: { code: 'validation_error', message: 'Invalid email address', fields: { email: 'Invalid email address' } } },
    }));
    await renderContactPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Failed to send message' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  describe('in Kiswahili (issue #20 §1)', { timeout: 60_000 }, () => {
    afterEach(async () => {
      await activateLocale('en');
    });

    it('renders the page, the form labels, the inquiry types and the FAQ link from the Kiswahili catalog', async () => {
      await activateLocale('sw');
      serve(() => ({ status: 201, body: { success: true, id: crypto.randomUUID() } }));
      renderWithProviders(<ContactUsRoute />, { path: '/contact-us' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Tuko hapa kukusaidia' }, LAZY)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Ujumbe kupitia tovuti' })).toBeInTheDocument();
      const select = screen.getByLabelText('Aina ya swali');
      expect(within(select).getByRole('option', { name: 'Ripoti tatizo' })).toBeInTheDocument();
      // The shared form field says '(required)' in Kiswahili too.
      expect(screen.getByLabelText('Jina (lazima)')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Maswali yetu' })).toHaveAttribute('href', '/faqs');
      expect(screen.getByRole('button', { name: 'Tuma ujumbe' })).toBeInTheDocument();
    });

    it("shows the form's checks (the contract's zod messages) in Kiswahili", async () => {
      const user = userEvent.setup();
      await activateLocale('sw');
      const spy = serve(() => ({ status: 201, body: { success: true, id: crypto.randomUUID() } }));
      renderWithProviders(<ContactUsRoute />, { path: '/contact-us' });
      await user.click(await screen.findByRole('button', { name: 'Tuma ujumbe' }, LAZY));
      expect(await screen.findByText('Jina linahitajika.')).toBeInTheDocument();
      expect(screen.getByText('Barua pepe inahitajika.')).toBeInTheDocument();
      expect(screen.getByText('Mada inahitajika.')).toBeInTheDocument();
      expect(screen.getByText('Ujumbe unahitajika.')).toBeInTheDocument();
      expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText(/^Barua pepe/), 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));
      expect(await screen.findByText('Anwani ya barua pepe si sahihi')).toBeInTheDocument();
      expect(contactPosts(spy)).toHaveLength(0);
    });
  });
});
