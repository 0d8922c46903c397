// What the chaos clients do until told to stop: players buy tokens (and pay, fail or walk away at the
// Paystack checkout), create solo challenges, back each other's and redeem cash; an admin decides
// challenges. Everything they send goes through the Recorder.
import type { SignedInUser } from '../../helpers/signed-sessions';
import { answer, applied, type Recorder } from './requests';

export interface Player extends SignedInUser {
  name: string;
  /** Set for players with a verified identity and a payout account: they also redeem. */
  recipientCode: string | null;
}

export interface Bundle {
  id: string;
  tokenAmount: number;
}

export interface World {
  recorder: Recorder;
  players: Player[];
  admin: SignedInUser;
  bundles: Bundle[];
  /** Challenges whose creation got a 2xx, with their creator. */
  challenges: { id: string; creatorId: string }[];
  stopped(): boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** The person at Paystack's hosted checkout: pays (card), is declined, or closes the page. */
async function checkout(authorizationUrl: string): Promise<void> {
  const roll = Math.random();
  if (roll < 0.1) return; // walks away: the purchase must still end (failed, as abandoned)
  const form = new URLSearchParams({ channel: 'card', outcome: roll < 0.85 ? 'success' : 'failure' });
  await fetch(authorizationUrl, { method: 'POST', body: form, redirect: 'manual', signal: AbortSignal.timeout(20_000) }).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
}

async function buy(world: World, player: Player) {
  const bundle = pick(world.bundles);
  const sent = await world.recorder.send('buy', player, '/api/wallet/payments', { bundleId: bundle.id });
  if (!applied(sent)) return;
  const { authorizationUrl, reference } = answer<{ authorizationUrl: string; reference: string }>(sent);
  await checkout(authorizationUrl);
  // The callback page asks the server about the payment (a verify when the webhook has not come yet).
  await world.recorder.get(player, `/api/wallet/payments/${reference}`);
}

async function create(world: World, player: Player, count: number) {
  const now = Date.now();
  const sent = await world.recorder.send('create', player, '/api/challenges', {
    title: `Chaos ${player.name} #${count}`,
    type: 'solo',
    categorySlug: 'fitness',
    startDate: new Date(now).toISOString(),
    endDate: new Date(now + 7 * 86_400_000).toISOString(),
    solo: { playerAStake: between(5, 15) },
  });
  if (applied(sent)) world.challenges.push({ id: answer<{ challengeId: string }>(sent).challengeId, creatorId: player.userId });
}

async function back(world: World, player: Player, tried: Set<string>) {
  const open = world.challenges.filter((c) => c.creatorId !== player.userId && !tried.has(c.id));
  if (!open.length) return;
  const challenge = pick(open);
  tried.add(challenge.id);
  await world.recorder.send('back', player, `/api/challenges/${challenge.id}/participation`, {
    actionType: 'back',
    backedOutcome: Math.random() < 0.5 ? 'solo_succeeds' : 'solo_fails',
    stakeAmount: between(1, 10),
  });
}

async function redeem(world: World, player: Player) {
  if (!player.recipientCode) return;
  // Net must be at least KES 10 after the KES 20 fee (tiered mode), so 30 tokens or more.
  await world.recorder.send('redeem', player, '/api/wallet/redemptions', { tokensToRedeem: between(30, 60), recipientCode: player.recipientCode, currency: 'KES' });
}

export async function playerLoop(world: World, player: Player): Promise<void> {
  const tried = new Set<string>();
  let created = 0;
  while (!world.stopped()) {
    const roll = Math.random();
    if (roll < 0.2) await buy(world, player);
    else if (roll < 0.35) await create(world, player, ++created);
    else if (roll < 0.85) await back(world, player, tried);
    else await redeem(world, player);
    await pause(between(50, 200));
  }
}

/** Decides about a third of the challenges, each once (a retry reuses the key), some time after they open. */
export async function adminLoop(world: World): Promise<void> {
  const considered = new Set<string>();
  while (!world.stopped()) {
    const candidates = world.challenges.filter((c) => !considered.has(c.id));
    const challenge = candidates.length > 3 ? candidates[0]! : undefined;
    if (challenge) {
      considered.add(challenge.id);
      if (Math.random() < 0.4) {
        await world.recorder.send('decide', world.admin, `/api/admin/challenges/${challenge.id}/decision`, { outcome: Math.random() < 0.5 ? 'solo_succeeds' : 'solo_fails' });
      }
    }
    await pause(between(200, 500));
  }
}
