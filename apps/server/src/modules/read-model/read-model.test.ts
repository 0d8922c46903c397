// The read model's store on its own (decision 037): groups dropped by writes, a load that may have
// missed a write never kept, the byte cap, a person's answers found by their id, nothing kept or served
// while the channel is not heard.
import { describe, expect, it } from 'vitest';
import { createReadModel, LISTS, type Loaded } from './read-model';

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const json = (text: string): Loaded => ({ body: bytes(text), type: 'application/json' });
const textOf = (answer: { body: Uint8Array } | null) => (answer ? new TextDecoder().decode(answer.body) : null);

function setup({ maxBytes = 1_000_000, live = { value: true }, clock = { now: 0 } } = {}) {
  const model = createReadModel({ maxBytes, isLive: () => live.value, now: () => clock.now });
  let loads = 0;
  /** Answers `key` with the text `text()` gives at load time, counting loads. */
  const read = (key: string, group: string, text: () => string, maxAgeMs?: number) =>
    model.answer(key, group, async () => {
      loads += 1;
      return { ...json(text()), maxAgeMs };
    });
  return { model, read, loads: () => loads, live, clock };
}

describe('read model', () => {
  it('loads an answer once and keeps it until its group is dropped; LISTS and other groups stay', async () => {
    const s = setup();
    let version = 1;
    expect(textOf(await s.read('detail:a', 'a', () => `a${version}`))).toBe('a1');
    expect(textOf(await s.read('list', LISTS, () => `list${version}`))).toBe('list1');
    expect(textOf(await s.read('detail:b', 'b', () => `b${version}`))).toBe('b1');
    version = 2;
    expect(textOf(await s.read('detail:a', 'a', () => `a${version}`))).toBe('a1');
    expect(s.loads()).toBe(3);
    s.model.dropGroups(['a', LISTS]);
    expect(textOf(await s.read('detail:a', 'a', () => `a${version}`))).toBe('a2');
    expect(textOf(await s.read('list', LISTS, () => `list${version}`))).toBe('list2');
    expect(textOf(await s.read('detail:b', 'b', () => `b${version}`))).toBe('b1');
    expect(s.model.stats()).toMatchObject({ entries: 3, hits: 2, loads: 5 });
  });

  it('requests arriving during a load share it; a load overtaken by a drop answers its waiters but is not kept', async () => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    const slow = () =>
      s.model.answer('detail:a', 'a', async () => {
        const seen = version; // what the database showed when the read ran
        await gate;
        return json(`a${seen}`);
      });
    const first = slow();
    const second = slow(); // joins the first load
    // A write commits and is heard while the load is still out.
    version = 2;
    s.model.dropGroups(['a']);
    const third = s.model.answer('detail:a', 'a', async () => json(`a${version}`)); // after the drop: its own load
    release();
    expect([textOf(await first), textOf(await second), textOf(await third)]).toEqual(['a1', 'a1', 'a2']);
    // The stale load was not kept: the next read is the one loaded after the drop.
    expect(textOf(await s.model.answer('detail:a', 'a', async () => json('never')))).toBe('a2');
    expect(s.model.stats().staleLoads).toBe(1);
  });

  it('evicts the least recently used answers past the byte cap, and never keeps one larger than the cap', async () => {
    const body = 'x'.repeat(1_000);
    const s = setup({ maxBytes: 3 * (1_000 + 600) });
    for (const key of ['k1', 'k2', 'k3']) await s.read(key, key, () => body);
    expect(s.model.stats().entries).toBe(3);
    await s.read('k1', 'k1', () => body); // k1 used: k2 is now the least recently used
    await s.read('k4', 'k4', () => body);
    const stats = s.model.stats();
    expect(stats.entries).toBe(3);
    expect(stats.evictions).toBe(1);
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    const before = s.loads();
    await s.read('k1', 'k1', () => body);
    await s.read('k3', 'k3', () => body);
    await s.read('k4', 'k4', () => body);
    expect(s.loads()).toBe(before); // kept
    await s.read('k2', 'k2', () => body);
    expect(s.loads()).toBe(before + 1); // evicted, loaded again

    const huge = await s.read('huge', 'huge', () => 'y'.repeat(10_000));
    expect(textOf(huge)).toHaveLength(10_000); // answered…
    expect(s.model.stats().bytes).toBeLessThanOrEqual(s.model.stats().maxBytes); // …not kept
  });

  it('counts an encoding made later against the cap', async () => {
    const s = setup({ maxBytes: 800 });
    const a = (await s.read('a', 'a', () => 'a'.repeat(100)))!;
    await s.read('b', 'b', () => 'b'.repeat(100));
    expect(s.model.stats().entries).toBe(2);
    s.model.grew(a, 500);
    expect(s.model.stats().entries).toBe(1);
  });

  it("drops every answer that shows a person's id (a new name or picture), and only those", async () => {
    const s = setup();
    const person = '0b7f3c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b';
    await s.read('detail:a', 'a', () => `{"user":{"id":"${person}","username":"old"}}`);
    await s.read('stakes:a', 'a', () => `[]`);
    await s.read('detail:b', 'b', () => `{"user":{"id":"someone-else"}}`);
    s.model.dropMentioning(person);
    expect(s.model.stats().entries).toBe(1);
    expect(textOf(await s.read('detail:a', 'a', () => `{"user":{"id":"${person}","username":"new"}}`))).toContain('new');
  });

  it('list pages expire with their max age (the trending window moves with the clock)', async () => {
    const s = setup();
    await s.read('list', LISTS, () => 'l', 60_000);
    s.clock.now = 59_999;
    await s.read('list', LISTS, () => 'l', 60_000);
    expect(s.loads()).toBe(1);
    s.clock.now = 60_000;
    await s.read('list', LISTS, () => 'l', 60_000);
    expect(s.loads()).toBe(2);
  });

  it('is off while the channel is not heard: loads then are not kept; clear drops everything', async () => {
    const s = setup();
    s.live.value = false;
    expect(s.model.enabled()).toBe(false);
    await s.read('a', 'a', () => 'a');
    expect(s.model.stats().entries).toBe(0);
    s.live.value = true;
    await s.read('a', 'a', () => 'a');
    await s.read('b', 'b', () => 'b');
    s.model.clear();
    expect(s.model.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(createReadModel({ maxBytes: 0, isLive: () => true }).enabled()).toBe(false);
  });
});
