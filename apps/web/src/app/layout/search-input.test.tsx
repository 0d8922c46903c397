// The top bar's search box (issue #17 §2): debounced, abortable suggestions in the WAI-ARIA combobox
// pattern, and Enter opening the results at /challenges?q=…
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { SearchInput } from './search-input';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current path">{`${location.pathname}${location.search}`}</output>;
}

const fifa = challengeItem({ id: '00000000-0000-4000-8000-0000000000a1', title: 'Beat me at FIFA 25' });
const league = challengeItem({ id: '00000000-0000-4000-8000-0000000000a2', title: 'FIFA weekend league', status: 'pending_acceptance' });

function serve(answer: (q: string) => MockResponse | Promise<MockResponse> = () => ({ body: { challenges: [fifa, league], nextCursor: null } })) {
  const spy = mockApi(({ url }) => (url.pathname === '/api/challenges/search' ? answer(url.searchParams.get('q') ?? '') : { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } }));
  const searches = () => spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/challenges/search');
  return { spy, searches };
}

function renderBox(path = '/') {
  renderWithProviders(
    <>
      <SearchInput id="search-test" />
      <LocationProbe />
    </>,
    { path },
  );
  return screen.getByRole('combobox', { name: 'Search challenges' });
}

const path = () => screen.getByLabelText('Current path').textContent;

describe('search box (issue #17 §2)', () => {
  it('asks once, after a pause in typing, and lists the suggestions then "Search for …"', async () => {
    const { searches } = serve();
    const box = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(box, 'fifa');
    await screen.findByRole('option', { name: /Beat me at FIFA 25/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Beat me at FIFA 25'), expect.stringContaining('FIFA weekend league'), 'Search for “fifa”']);
    // Typed faster than the debounce: one request, for the whole word, with the suggestions' limit.
    expect(searches().map((url) => url.searchParams.get('q'))).toEqual(['fifa']);
    expect(searches()[0]!.searchParams.get('limit')).toBe('5');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Search suggestions' }).id);
  });

  it('one character asks nothing', async () => {
    const { searches } = serve();
    const box = renderBox();
    await userEvent.type(box, 'f');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrow keys move the active option (wrapping), Enter opens it', async () => {
    serve();
    const box = renderBox();
    await userEvent.type(box, 'fifa');
    await screen.findByRole('option', { name: /Beat me at FIFA 25/ });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Beat me at FIFA 25');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Search for “fifa”');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Beat me at FIFA 25');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Search for “fifa”');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('FIFA weekend league');
    // Focus never left the box.
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe(`/challenges/${league.id}`);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no option chosen opens the results at /challenges?q=', async () => {
    serve();
    const box = renderBox();
    await userEvent.type(box, '  Mbio za ');
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/challenges?q=Mbio+za');
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    serve();
    const box = renderBox();
    await userEvent.type(box, 'fifa');
    await screen.findByRole('option', { name: /Beat me at FIFA 25/ });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('fifa');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('a click on a suggestion opens that challenge', async () => {
    serve();
    const box = renderBox();
    await userEvent.type(box, 'fifa');
    await userEvent.click(await screen.findByRole('option', { name: /Beat me at FIFA 25/ }));
    expect(path()).toBe(`/challenges/${fifa.id}`);
  });

  it('cancels the request in flight when the person types on', async () => {
    let release: (() => void) | undefined;
    const { spy } = serve((q) => (q === 'fif' ? new Promise<MockResponse>((resolve) => (release = () => resolve({ body: { challenges: [league], nextCursor: null } }))) : { body: { challenges: [fifa], nextCursor: null } }));
    const box = renderBox();
    await userEvent.type(box, 'fif');
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    const first = spy.mock.calls[0]![1]!.signal!;
    expect(first.aborted).toBe(false);
    await userEvent.type(box, 'a');
    expect(first.aborted).toBe(true);
    release?.();
    expect(await screen.findByRole('option', { name: /Beat me at FIFA 25/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /weekend league/ })).toBeNull();
  });

  it('on the results page it starts with what was searched for', () => {
    serve();
    expect(renderBox('/challenges?q=fifa')).toHaveValue('fifa');
  });
});
