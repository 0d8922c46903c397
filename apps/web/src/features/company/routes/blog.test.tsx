import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import BlogRoute from './blog';

describe('Blog page', () => {
  it('lists 4 to 6 articles, each with a title, date, author, reading time and excerpt, and no dead links', () => {
    renderWithProviders(<BlogRoute />, { path: '/blog' });
    const articles = screen.getAllByRole('article');
    expect(articles.length).toBeGreaterThanOrEqual(4);
    expect(articles.length).toBeLessThanOrEqual(6);
    for (const article of articles) {
      expect(within(article).getByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(article.querySelector('time[datetime]')).not.toBeNull();
      expect(within(article).getByText(/^By /)).toBeInTheDocument();
      expect(within(article).getByText(/\d+ min read/)).toBeInTheDocument();
    }
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('expands an article’s key takeaways', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogRoute />, { path: '/blog' });
    const article = screen.getByRole('article', { name: 'From Total Jackpot to your wallet: how settlement works' });
    const details = article.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(article).getByText('Key takeaways'));
    expect(details.open).toBe(true);
    expect(within(article).getByText(/an admin reviews the evidence and decides the outcome/)).toBeVisible();
  });
});
