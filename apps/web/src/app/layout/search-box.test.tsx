// The search box in every page's first load is a plain box; the combobox follows as its own chunk and
// takes over what was typed and the focus (search-box.tsx).
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('searches before the combobox arrives, which then keeps the typed text and the focus', async () => {
    mockApi(() => ({ body: { challenges: [], nextCursor: null } }));
    renderWithProviders(<SearchBox id="search-test" />);
    const standIn = screen.getByRole('searchbox', { name: 'Search challenges' });
    expect(standIn).not.toHaveAttribute('role', 'combobox');
    act(() => standIn.focus());
    act(() => {
      // A change event as React sees it (the stand-in is controlled).
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(standIn, 'fifa');
      standIn.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const combobox = await screen.findByRole('combobox', { name: 'Search challenges' });
    expect(combobox).toHaveValue('fifa');
    expect(combobox).toHaveFocus();
  });
});
