// Challenge search on a phone (issue #17 §2, issue #16 §3): from the menu's search box, suggestions as
// one types (a combobox), Enter to the results at /challenges?q=, open challenges first with finished
// ones behind 'Show finished' (their cards without buttons), and an empty search offering the categories.
import { expect, test } from './test';
import { insertChallenge } from './database';
import { expectNoSeriousA11yViolations } from './fixtures';

test.use({ viewport: { width: 360, height: 800 } });

test('search from the phone menu: suggestions, results open first, Show finished, an empty search offers the categories', async ({ page }) => {
  // A run's own titles (a repeated run shares the database).
  const tag = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  const openTitle = `Mbio za Nyika Ngong ${tag}`;
  const finishedTitle = `Mbio za Jioni Karura ${tag}`;
  const open = await insertChallenge({ title: openTitle, status: 'active', type: 'solo', category: 'fitness' });
  const finished = await insertChallenge({ title: finishedTitle, status: 'completed', type: 'two_player', category: 'fitness' });

  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  const box = menu.getByRole('combobox', { name: 'Search challenges' });
  // Upper case and a Swahili word: the suggestion comes all the same.
  await box.fill(`MBIO ${tag.toUpperCase()}`);
  const suggestions = menu.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: new RegExp(openTitle) })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  const activeId = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${activeId}"]`)).toContainText(openTitle);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/challenges\\?q=MBIO\\+${tag.toUpperCase()}$`));
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: openTitle })).toBeVisible();
  // The finished one waits behind 'Show finished'.
  await expect(results.getByRole('link', { name: finishedTitle })).toHaveCount(0);
  // The box follows the address (?finished=1), which changes once the route's data is in: click, then
  // wait for it to show as ticked (check() demands the change at once and failed once in CI).
  const showFinished = page.getByRole('checkbox', { name: 'Show finished' });
  await showFinished.click();
  await expect(showFinished).toBeChecked();
  const finishedCard = results.getByRole('article', { name: finishedTitle });
  await expect(finishedCard).toBeVisible();
  const titles = await results.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-labelledby')));
  expect(titles.indexOf(`challenge-card-${open}`)).toBeLessThan(titles.indexOf(`challenge-card-${finished}`));
  // A closed challenge's card: no greyed Support buttons, no buttons at all.
  await expect(finishedCard.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A search that finds nothing offers the categories.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('combobox', { name: 'Search challenges' }).fill('qqxzvw');
  await menu.getByRole('combobox', { name: 'Search challenges' }).press('Enter');
  await expect(page).toHaveURL(/\/challenges\?q=qqxzvw/);
  await expect(page.getByRole('heading', { name: 'No challenges match “qqxzvw”.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: 'Browse categories' }).getByRole('link', { name: 'Fitness' }).click();
  await expect(page).toHaveURL(/\/category\/fitness$/);
  await expect(page.getByRole('article', { name: openTitle })).toBeVisible();
});
