// The shared components read their words from the shared catalog (components.* keys, issue #20 §1):
// in Kiswahili the card, the type filter, the form field and the spinner all change language.
import type { ChallengeListItem } from '@changamoto/shared/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ChallengeCard } from './challenge-card/challenge-card';
import { challengeItem } from './challenge-card/test-fixture';
import { TypeFilter } from './challenge-type-filter';
import { FormField } from './ui/form-field';
import { Spinner } from './ui/spinner';

// The Kiswahili catalogs are lazy chunks: on a loaded machine their first import can take seconds.
const LAZY = { timeout: 15_000 };

describe('shared components in Kiswahili', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await activateLocale('sw');
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('the challenge card: type, status, rows, jackpot and Support A / B', async () => {
    renderWithProviders(<ChallengeCard challenge={challengeItem({ type: 'two_player', status: 'pending_acceptance', playerAStake: 200, playerBStake: 200 })} />);
    const card = await screen.findByRole('article', {}, LAZY);
    expect(within(card).getByText('Wachezaji wawili')).toBeInTheDocument();
    expect(within(card).getByText('Inasubiri kukubaliwa')).toBeInTheDocument();
    expect(card).toHaveTextContent('Mwaliko unasubiri');
    expect(card).toHaveTextContent('Jumla ya zawadi kuu:');
    expect(within(card).getByRole('button', { name: 'Unga mkono A' })).toBeDisabled();
    expect(within(card).getByText('Kuunga mkono kutaanza mchezaji B akikubali.')).toBeInTheDocument();
  });

  it("an unknown status reads 'Haijulikani'", async () => {
    renderWithProviders(<ChallengeCard challenge={challengeItem({ status: 'archived' as ChallengeListItem['status'] })} />);
    expect(await screen.findByText('Haijulikani', {}, LAZY)).toBeInTheDocument();
  });

  it('the type filter, a required field and the spinner', async () => {
    renderWithProviders(
      <>
        <TypeFilter value={null} onChange={() => {}} />
        <FormField id="name" label="Jina" required>
          {(control) => <input {...control} />}
        </FormField>
        <Spinner delayMs={0} />
      </>,
    );
    const filter = await screen.findByRole('group', { name: 'Chuja kwa aina' }, LAZY);
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Zote', 'Binafsi', 'Wachezaji wawili', 'Wazi kwa wote']);
    expect(screen.getByLabelText('Jina (lazima)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Inapakia…');
  });
});
