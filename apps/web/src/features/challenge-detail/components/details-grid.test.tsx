import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { challenge } from '../testing/challenge-server';
import { DetailsGrid } from './details-grid';

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('DetailsGrid', () => {
  it("shows start and end in Kenyan time on a device elsewhere, as the wallet's history does", () => {
    // A device in New York: the old detail page printed its own zone (1 Mar, 00:00) for a start at 08:00 EAT.
    process.env.TZ = 'America/New_York';
    render(<DetailsGrid challenge={challenge({ startDate: '2026-03-01T05:00:00Z', endDate: '2026-03-31T21:30:00Z' })} />);
    expect(valueOf('Starts')).toBe('1 Mar 2026, 08:00');
    // 21:30 UTC on the 31st is already 1 April in Nairobi.
    expect(valueOf('Ends')).toBe('1 Apr 2026, 00:30');
  });

  it("counts stakes with plural rules: '1 Token', '2 Tokens', and 'Free' for no entry fee", () => {
    const view = render(<DetailsGrid challenge={challenge({ type: 'two_player', status: 'active', playerAStake: 1, playerBStake: 2 })} />);
    expect(valueOf('Player A Stake')).toBe('1 Token');
    expect(valueOf('Player B Stake')).toBe('2 Tokens');
    view.unmount();
    render(<DetailsGrid challenge={challenge({ type: 'public', publicChallengeEntryFee: 0 })} />);
    expect(valueOf('Entry Fee')).toBe('Free');
  });
});
