// bench/reads: the public read path through the real HTTP API (apps/server/src/main.ts as a child
// process) on a database with 10,000 challenges, 1,000,000 backings and 100,000 people — the trending
// list (20 items) and a challenge's detail page (random challenges) — next to /healthz, the same
// server's minimal JSON answer, each at 64 kept-alive connections; and challenge search (issue #17 §2:
// titles, categories and usernames, typos included, in PostgreSQL) at 16 connections next to /healthz
// at 16, each request from an address of its own so the per-IP rate limit counts but never refuses.
// Details, list pages and stake pages come from the server's read model (decision 037: kept until a
// write changes them), so the list is measured as a visitor, signed in, and signed in while backings of
// the listed challenges arrive (each drops every list page: the reads right after a write), and the
// detail as a visitor and as signed-in people reading challenges they have stakes on (their own stakes
// merged from one indexed read). Also printed: the read model's memory after the runs (from /metrics)
// and the NOTIFY round trip (how long after a write's answer another instance hears it). Prints figures only.
// Run: npm run bench:reads   (BENCH_SECONDS to change the default 10 s per figure; BENCH_READ_CHALLENGES
// and BENCH_READ_BACKINGS to change the data size; BENCH_READ_GZIP=1 to ask for gzip as browsers do;
// BENCH_SERVER_CPU_PROF=<folder> for a CPU profile)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { startAppProcess, type AppProcess } from '../apps/server/test/helpers/app-process';
import { cpuMeter } from './cpu';
import { formatTable, publishFigures, type Figure } from './figures';
import { answered, httpClient, runLoad, type Answer, type LoadResult } from './http-load';
import { benchScale, percentile, serverProfileArgs, startBenchPostgres } from './lib';
import { buildReadData } from './read-data';
import { createSignedInUsers, type SignedInUser } from '../apps/server/test/helpers/signed-sessions';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../apps/server/test/helpers/ports';
import { REALTIME_CHANNEL } from '../apps/server/src/modules/realtime/realtime.publish';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CLIENTS = 64;
// BENCH_SCALE=n (issue #21 §5): n × the data (100k challenges and 10M backings at 10).
const SCALE = benchScale() || 1;
const CHALLENGES = Number(process.env.BENCH_READ_CHALLENGES ?? 10_000 * SCALE);
const BACKINGS = Number(process.env.BENCH_READ_BACKINGS ?? 1_000_000 * SCALE);
const PEOPLE = Number(process.env.BENCH_READ_PEOPLE ?? 100_000 * SCALE);
/** issue #17 §2: search answers under 30 ms p95 at 16 connections. */
const SEARCH_CLIENTS = 16;
/**
 * What people type: a word of many titles, typos, a category, a username (read-data names people
 * r_<n>), a phrase, and words that match nothing. Each request takes the next one.
 */
const SEARCHES = ['fifa', 'marathn', 'half marathon', 'sugr', 'five books', 'steps', 'fitnes', 'gaming', 'r_4242', 'r_77', 'kilimanjaro', 'zzqxv'];
const SEARCH_PATH = '/api/challenges/search';
/** The searches with at least four letters: 2^4 case spellings × 21 trailing-space counts each, never asked twice in a figure. */
const MISS_SEARCHES = SEARCHES.filter((q) => q.replace(/[^a-z]/g, '').length >= 4);

/** `q` spelt for the n-th time: its letters' case from n's bits, then n's spaces at the end (trimmed by the search). */
function unseenSpelling(q: string, n: number): string {
  let bit = 0;
  const cased = q.replace(/[a-z]/g, (letter) => (((n >> bit++) & 1) === 1 ? letter.toUpperCase() : letter));
  return `${cased}${' '.repeat(Math.floor(n / 16) % 21)}`;
}
const LIST_PATH = '/api/challenges?sort=trending&limit=20';
const SECRET = 'bench-reads-not-a-secret-0123456789abcdef';
const MINIMAL_PATH = '/healthz';
/** issue #8: p95 under 30 ms; the list at least 0.35× the minimal endpoint's throughput. */
const P95_TARGET_MS = 30;
const LIST_SHARE_TARGET = 0.35;
/** Browsers ask for gzip; the default measures the plain answers (and a load generator that need not inflate them). */
const ACCEPT: Record<string, string> = process.env.BENCH_READ_GZIP === '1' ? { 'Accept-Encoding': 'gzip' } : {};
/** Backings per second while the list is read "right after a write" (each drops every list page). */
const WRITES_PER_SECOND = Number(process.env.BENCH_READ_WRITES_PER_SECOND ?? 20);
/** Challenges each signed-in staker backs before the signed-in detail figure (and reads). */
const STAKES_EACH = 4;
/** Backings timed one after another for the NOTIFY round trip. */
const ROUND_TRIPS = 40;
const searchPath = (q: string) => `${SEARCH_PATH}?${new URLSearchParams({ q, limit: '20' })}`;

const cluster = await startBenchPostgres(54300);
let app: AppProcess | undefined;
try {
  await cluster.createDatabases('bench_reads');
  const url = cluster.server.urlFor('bench_reads');
  const database = createDatabase(url, { max: 4 });
  let challengeIds: string[];
  let readers: SignedInUser[];
  let stakers: SignedInUser[];
  let writers: SignedInUser[];
  try {
    await migrate(database.pool);
    const built = await buildReadData(database.db, { tag: 'r', people: PEOPLE, challenges: CHALLENGES, backingsPerChallenge: Math.round(BACKINGS / CHALLENGES) });
    challengeIds = built.challengeIds;
    // Signed-in readers: they share kept list pages unless they have just written.
    readers = await createSignedInUsers(database.db, { tag: 'reader', count: CLIENTS, tokens: 0, secret: SECRET });
    // People with stakes on the challenges they read (signed-in detail), and the backers of the write figure.
    stakers = await createSignedInUsers(database.db, { tag: 'staker', count: CLIENTS, tokens: 10_000, secret: SECRET });
    writers = await createSignedInUsers(database.db, { tag: 'writer', count: 500, tokens: 10_000, secret: SECRET });
    console.log(
      `setup: ${CHALLENGES.toLocaleString('en')} challenges, ${(Math.round(BACKINGS / CHALLENGES) * CHALLENGES).toLocaleString('en')} backings by ${PEOPLE.toLocaleString('en')} people in ${built.seconds.toFixed(1)} s; ${built.inTrendingWindow.toLocaleString('en')} stakes in trending's 72-hour window`,
    );
  } finally {
    await database.close();
  }

  const dataDir = path.join(cluster.dir, 'server');
  mkdirSync(dataDir);
  // The server's own words about a failed request (its JSON log lines at LOG_LEVEL=warn), a few kept.
  const serverErrors: string[] = [];
  const metricsPort = await freePort();
  app = await startAppProcess({
    env: { METRICS_PORT: String(metricsPort) },
    databaseUrl: url,
    secret: SECRET,
    dataDir,
    nodeArgs: serverProfileArgs(),
    onLine: (line) => void (serverErrors.length < 5 && line.startsWith('{') && serverErrors.push(line.slice(0, 500))),
  });

  // Fail loudly before measuring: each path answers 200 with what it should.
  const probe = httpClient(app.url);
  const list = await probe.request('GET', LIST_PATH, {});
  const listed = list.status === 200 ? (JSON.parse(list.body) as { challenges: unknown[] }).challenges.length : 0;
  if (listed !== 20) throw new Error(`GET ${LIST_PATH} answered ${list.status} with ${listed} challenges: ${list.body.slice(0, 300)}`);
  const detail = await probe.request('GET', `/api/challenges/${challengeIds[0]}`, {});
  if (detail.status !== 200) throw new Error(`GET /api/challenges/:id answered ${detail.status}: ${detail.body.slice(0, 300)}`);
  for (const q of SEARCHES) {
    const found = await probe.request('GET', searchPath(q), { 'X-Forwarded-For': '10.9.0.1' });
    const count = found.status === 200 ? (JSON.parse(found.body) as { challenges: unknown[] }).challenges.length : -1;
    if (count < 0 || (q === 'fifa' && count !== 20)) throw new Error(`GET ${searchPath(q)} answered ${found.status} with ${count} challenges: ${found.body.slice(0, 300)}`);
  }

  /** A backing through the API (Origin: the server's own address, as its pages send it). */
  const backing = (client: ReturnType<typeof httpClient>, who: SignedInUser, challengeId: string, n: number) =>
    client.request(
      'POST',
      `/api/challenges/${challengeId}/participation`,
      { Cookie: who.cookie, Origin: app!.url, 'X-Forwarded-For': `10.5.${(n >> 8) & 255}.${n & 255}`, 'Idempotency-Key': randomUUID() },
      { actionType: 'back', backedOutcome: n % 2 ? 'solo_fails' : 'solo_succeeds', stakeAmount: 1 },
    );
  // Each staker backs STAKES_EACH random challenges (distinct per staker) and reads those.
  const stakedOn: string[][] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const mine = new Set<string>();
    while (mine.size < STAKES_EACH) mine.add(challengeIds[Math.floor(Math.random() * challengeIds.length)]!);
    stakedOn.push([...mine]);
    for (const id of mine) {
      const answer = await backing(probe, stakers[c]!, id, c);
      if (answer.status !== 200) throw new Error(`backing as staker ${c} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
  }
  const trendingIds = (JSON.parse(list.body) as { challenges: { id: string }[] }).challenges.map((ch) => ch.id);
  probe.close();

  /** One figure on fresh connections (the server closes sockets idle for 5 s), with CPU per answer. */
  async function figure(target: (c: number) => string, headers: (c: number) => Record<string, string> = () => ({}), clients = CLIENTS) {
    const client = httpClient(app!.url);
    const cpu = cpuMeter(app!.pid, path.join(cluster.dir, 'pg'));
    // Each loop is a phone of its own (X-Forwarded-For), as in production behind the proxy.
    const result = await runLoad({ clients, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, one: (c): Promise<Answer> => client.request('GET', target(c), { 'X-Forwarded-For': `10.3.0.${c + 1}`, ...ACCEPT, ...headers(c) }) });
    client.close();
    return { result, cpuLine: cpu.perAnswer(answered(result)) };
  }

  const minimal = await figure(() => MINIMAL_PATH);
  const trending = await figure(() => LIST_PATH);
  const signedIn = await figure(
    () => LIST_PATH,
    (c) => ({ Cookie: readers[c]!.cookie }),
  );
  // While the readers read, backings of the listed challenges arrive at a fixed rate, each by a person
  // backing that challenge for the first time; every one drops every list page (decision 037).
  const writer = httpClient(app.url);
  let writing = true;
  let writes = 0;
  let writeFailures = 0;
  const writeLoop = (async () => {
    const started = performance.now();
    while (writing) {
      const n = writes++;
      const who = writers[Math.floor(n / trendingIds.length) % writers.length]!;
      void backing(writer, who, trendingIds[n % trendingIds.length]!, n).then((a) => void (a.status !== 200 && (writeFailures += 1)));
      const due = started + (writes * 1000) / WRITES_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
  })();
  const justWrote = await figure(
    () => LIST_PATH,
    (c) => ({ Cookie: readers[c]!.cookie }),
  );
  writing = false;
  await writeLoop;
  writer.close();
  // The read model builds each detail from the database once (decision 037): every challenge is read
  // once first, and the figure is the steady state of a server that has been up a while.
  const primeStarted = performance.now();
  const primer = httpClient(app.url);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async (_, c) => {
      while (next < challengeIds.length) await primer.request('GET', `/api/challenges/${challengeIds[next++]}`, { 'X-Forwarded-For': `10.4.0.${c + 1}` });
    }),
  );
  primer.close();
  const primeSeconds = (performance.now() - primeStarted) / 1000;
  const details = await figure(() => `/api/challenges/${challengeIds[Math.floor(Math.random() * challengeIds.length)]}`);
  let turn = 0;
  const ownDetails = await figure(
    (c) => `/api/challenges/${stakedOn[c]![turn++ % STAKES_EACH]}`,
    (c) => ({ Cookie: stakers[c]!.cookie }),
  );
  const minimal16 = await figure(
    () => MINIMAL_PATH,
    () => ({}),
    SEARCH_CLIENTS,
  );
  let searched = 0;
  let address = 0;
  // Every search from a new address: the rate limit's counter is written as in production, never full.
  const searches = await figure(
    () => searchPath(SEARCHES[searched++ % SEARCHES.length]!),
    () => ({ 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}` }),
    SEARCH_CLIENTS,
  );
  // The same searches, each asked in a way nobody asked before (letters' case and trailing spaces, which
  // the search ignores but the kept answers' key does not): every one is a miss of the read model and
  // runs the statement, as a rare query does (decision 046).
  let fresh = 0;
  const newSearches = await figure(
    () => searchPath(unseenSpelling(MISS_SEARCHES[fresh % MISS_SEARCHES.length]!, Math.floor(fresh++ / MISS_SEARCHES.length))),
    () => ({ 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}` }),
    SEARCH_CLIENTS,
  );

  const rows: [string, string, { result: LoadResult; cpuLine: string }][] = [
    ['minimal (/healthz)', MINIMAL_PATH, minimal],
    ['list (trending, 20)', LIST_PATH, trending],
    ['list, signed in', LIST_PATH, signedIn],
    [`list, signed in, ${WRITES_PER_SECOND} backings/s of listed challenges`, LIST_PATH, justWrote],
    ['detail (random)', '/api/challenges/:id', details],
    ['detail, signed in, own stakes on it', '/api/challenges/:id', ownDetails],
    [`minimal, ${SEARCH_CLIENTS} connections`, MINIMAL_PATH, minimal16],
    [`search, ${SEARCH_CLIENTS} connections`, SEARCH_PATH, searches],
    [`search, each query new, ${SEARCH_CLIENTS} connections`, SEARCH_PATH, newSearches],
  ];
  console.log(
    `\nbench/reads — ${CLIENTS} connections (one IP each), ${SECONDS} s per figure after a ${WARMUP_SECONDS} s warm-up, ${CHALLENGES.toLocaleString('en')} challenges, ${BACKINGS.toLocaleString('en')} backings${ACCEPT['Accept-Encoding'] ? ', gzip asked for' : ''}`,
  );
  const table = [['figure', 'requests/s', 'p50', 'p95', 'p99', 'vs minimal', 'non-2xx']];
  for (const [name, , { result: r }] of rows) {
    const failures = [...r.failures].map(([status, f]) => `${status} ×${f.count}`).join(', ');
    // The search is compared with /healthz at its own 16 connections.
    const peerResult = name.includes(`${SEARCH_CLIENTS} connections`) ? minimal16.result : minimal.result;
    table.push([name, r.perSecond.toFixed(0), `${r.p50.toFixed(1)} ms`, `${r.p95.toFixed(1)} ms`, `${r.p99.toFixed(1)} ms`, `${(r.perSecond / peerResult.perSecond).toFixed(2)}×`, failures || 'none']);
  }
  console.log(formatTable(table));
  for (const [name, , { result: r }] of rows) for (const [status, f] of r.failures) console.log(`  ${name} ${status} e.g. ${f.sample}`);
  if (serverErrors.length) console.log(`the server said (first ${serverErrors.length} lines):\n  ${serverErrors.join('\n  ')}`);
  console.log('\nCPU per answer:');
  for (const [name, , { cpuLine }] of rows) console.log(`  ${name}: ${cpuLine}`);
  console.log(`\nevery detail read once before the detail figures: ${challengeIds.length.toLocaleString('en')} in ${primeSeconds.toFixed(1)} s`);
  console.log(`writes during the list figure: ${writes} backings sent (${writeFailures} not answered 200)`);

  // The read model's memory after every figure above (every detail read, the list pages), from /metrics.
  const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const metric = (name: string, labels = '') => Number(new RegExp(`^changamoto_${name}${labels.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(scraped)?.[1] ?? NaN);
  const kept = {
    bytes: metric('read_model_bytes'),
    entries: metric('read_model_entries'),
    hits: metric('read_model_events', '{kind="hits"}'),
    loads: metric('read_model_events', '{kind="loads"}'),
    evictions: metric('read_model_events', '{kind="evictions"}'),
  };
  console.log(
    `read model: ${(kept.bytes / 1024 / 1024).toFixed(1)} MB in ${kept.entries.toLocaleString('en')} answers (${(kept.bytes / Math.max(1, kept.entries) / 1024).toFixed(1)} KB each; READ_MODEL_MAX_BYTES default 128 MB); ${kept.hits.toLocaleString('en')} hits, ${kept.loads.toLocaleString('en')} loads, ${kept.evictions} evictions`,
  );

  // The NOTIFY round trip: a backing's answer, then its challenge's message heard on another connection
  // (what another instance's read model hears). The writing instance dropped its own answers before answering.
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
  const heardAt = new Map<string, number>();
  listener.on('notification', (n) => {
    const topic = (JSON.parse(n.payload ?? '{}') as { topic?: string }).topic;
    if (topic && !heardAt.has(topic)) heardAt.set(topic, performance.now());
  });
  const timer = httpClient(app.url);
  const afterAnswer: number[] = [];
  const afterSend: number[] = [];
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const id = challengeIds[(i * 97) % challengeIds.length]!;
    heardAt.delete(`challenge:${id}`);
    const sent = performance.now();
    const answer = await backing(timer, writers[writers.length - 1 - (i % 50)]!, id, i);
    const answeredAt = performance.now();
    if (answer.status !== 200) continue;
    const deadline = answeredAt + 2_000;
    while (!heardAt.has(`challenge:${id}`) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 0.2));
    const heard = heardAt.get(`challenge:${id}`);
    if (heard === undefined) continue;
    afterAnswer.push(heard - answeredAt);
    afterSend.push(heard - sent);
  }
  timer.close();
  await listener.end();
  afterAnswer.sort((x, y) => x - y);
  afterSend.sort((x, y) => x - y);
  const roundTrip = { p50: percentile(afterAnswer, 50), p95: percentile(afterAnswer, 95), sentP50: percentile(afterSend, 50) };
  console.log(
    `NOTIFY round trip (${afterAnswer.length} of ${ROUND_TRIPS} backings heard): another instance hears a write ${roundTrip.p50.toFixed(1)} ms after its answer (p95 ${roundTrip.p95.toFixed(1)} ms; ${roundTrip.sentP50.toFixed(1)} ms after it was sent, p50)`,
  );

  const peer = { name: 'minimal endpoint', value: minimal.result.perSecond, unit: 'req/s' };
  const figures: Figure[] = [
    { name: 'reads: list throughput', value: trending.result.perSecond, unit: 'req/s', target: { op: '>=', times: LIST_SHARE_TARGET }, peer },
    { name: 'reads: list p95', value: trending.result.p95, unit: 'ms', target: { op: '<=', value: P95_TARGET_MS } },
    { name: 'reads: list signed in', value: signedIn.result.perSecond, unit: 'req/s', peer },
    { name: 'reads: list signed in p95', value: signedIn.result.p95, unit: 'ms', target: { op: '<=', value: P95_TARGET_MS } },
    { name: 'reads: list just after a write', value: justWrote.result.perSecond, unit: 'req/s', target: { op: '>=', times: LIST_SHARE_TARGET }, peer },
    { name: 'reads: list just after a write p95', value: justWrote.result.p95, unit: 'ms', target: { op: '<=', value: P95_TARGET_MS } },
    { name: 'reads: detail throughput', value: details.result.perSecond, unit: 'req/s', target: { op: '>=', times: LIST_SHARE_TARGET }, peer },
    { name: 'reads: detail p95', value: details.result.p95, unit: 'ms', target: { op: '<=', value: P95_TARGET_MS } },
    { name: 'reads: detail signed in with own stakes', value: ownDetails.result.perSecond, unit: 'req/s', target: { op: '>=', times: LIST_SHARE_TARGET }, peer },
    { name: 'reads: detail signed in with own stakes p95', value: ownDetails.result.p95, unit: 'ms', target: { op: '<=', value: P95_TARGET_MS } },
    { name: 'reads: read model memory', value: kept.bytes / 1024 / 1024, unit: 'MB' },
    { name: 'reads: NOTIFY round trip after the answer p50', value: roundTrip.p50, unit: 'ms' },
    { name: 'reads: NOTIFY round trip after the answer p95', value: roundTrip.p95, unit: 'ms' },
    { name: 'reads: minimal p95', value: minimal.result.p95, unit: 'ms' },
    {
      name: `reads: search throughput (${SEARCH_CLIENTS} connections)`,
      value: searches.result.perSecond,
      unit: 'req/s',
      peer: { name: `minimal endpoint at ${SEARCH_CLIENTS} connections`, value: minimal16.result.perSecond, unit: 'req/s' },
    },
    { name: `reads: search p95 (${SEARCH_CLIENTS} connections)`, value: searches.result.p95, unit: 'ms', target: { op: '<=', value: P95_TARGET_MS } },
    { name: `reads: minimal p95 (${SEARCH_CLIENTS} connections)`, value: minimal16.result.p95, unit: 'ms' },
    {
      name: `reads: search, each query new (${SEARCH_CLIENTS} connections)`,
      value: newSearches.result.perSecond,
      unit: 'req/s',
      peer: { name: `minimal endpoint at ${SEARCH_CLIENTS} connections`, value: minimal16.result.perSecond, unit: 'req/s' },
    },
    { name: `reads: search, each query new, p95 (${SEARCH_CLIENTS} connections)`, value: newSearches.result.p95, unit: 'ms' },
  ];
  const failed = rows.filter(([, , { result }]) => result.failures.size).map(([name]) => name);
  if (failed.length) figures[0]!.note = `non-2xx answers in: ${failed.join(', ')} (see above)`;
  publishFigures('bench/reads', figures);
} finally {
  await app?.stop();
  await cluster.stop();
}
