// Challenge featured images (spec §5 JPG, PNG or GIF ≤ 2 MB; §7 challenge-images; §8 Challenge upload
// messages) through the real app: the type is read from the bytes, the file re-encoded to a WebP of at
// most 1200×630 without metadata and stored under challenge-images/{userId}/; createChallenge takes only
// an image this server stored for the same user.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHALLENGE_MESSAGES as M } from '@changamoto/shared/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Viewer } from '../../http/contract-router';
import { AppError } from '../../http/errors';
import { createLocalStorage, createS3Storage } from '../../providers/storage';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { fund, member, send, type Member } from '../../../test/helpers/challenges';
import { CHALLENGE_IMAGE_MESSAGES as IM, isOwnChallengeImageUrl } from './challenge-images';
import { createChallengesService } from './challenges.service';

const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
let amina: Member;
let baraka: Member;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'challenge-images-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  [amina, baraka] = await Promise.all([member(t, 'amina_img'), member(t, 'baraka_img')]);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

type Res = { status: number; body: { url?: string; error?: { code: string; message: string } } };
async function upload(who: Member | null, file?: { bytes: Buffer; name: string; type: string }, ip = '198.51.100.77'): Promise<Res> {
  const form = new FormData();
  if (file) form.append('image', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': ip };
  if (who) headers.Cookie = [...who.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await t.app.request('/api/challenges/images', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Res['body'] };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
const filesOf = (userId: string) => {
  const dir = path.join(dataDir, 'uploads', 'challenge-images', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const stored = (url: string) => readFileSync(path.join(dataDir, ...url.split('/').filter(Boolean)));

describe('POST /api/challenges/images', () => {
  it('re-encodes a large PNG with EXIF to a WebP within 1200×630, keeping proportions, without metadata; 201 {url}', async () => {
    const png = await solid(2000, 1000)
      .png()
      .withExif({ IFD0: { Copyright: 'Amina', ImageDescription: 'Karura forest' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(amina, { bytes: png, name: 'run.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/uploads/challenge-images/${amina.id}/[0-9a-f-]{36}\\.webp$`));
    const meta = await sharp(stored(res.body.url!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const served = await t.request(res.body.url!);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('accepts JPEG and GIF by their bytes (small images are never enlarged), each under a new key', async () => {
    const before = filesOf(baraka.id).length;
    for (const [bytes, name, type] of [
      [await solid(300, 200).jpeg().toBuffer(), 'a.jpg', 'image/jpeg'],
      [await solid(300, 200).gif().toBuffer(), 'a.gif', 'image/gif'],
      [await solid(300, 200).jpeg().toBuffer(), 'sent-as-png.png', 'image/png'], // the name and declared type do not matter
    ] as const) {
      const res = await upload(baraka, { bytes, name, type });
      expect(res.status, name).toBe(201);
      expect(await sharp(stored(res.body.url!)).metadata(), name).toMatchObject({ format: 'webp', width: 300, height: 200 });
    }
    expect(filesOf(baraka.id)).toHaveLength(before + 3);
  });

  it('refuses WebP (spec §5: JPG, PNG or GIF), renamed text and a fake PNG with the spec message, storing nothing', async () => {
    const fresh = await member(t, 'chebet_img');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<svg onload="alert(1)"></svg>')]);
    for (const [bytes, name, type] of [
      [await solid(100, 100).webp().toBuffer(), 'a.webp', 'image/webp'],
      [await solid(100, 100).webp().toBuffer(), 'a.png', 'image/png'],
      [Buffer.from('Not a picture at all.\n'.repeat(30)), 'photo.jpg', 'image/jpeg'],
      [fakePng, 'x.png', 'image/png'],
    ] as const) {
      const res = await upload(fresh, { bytes, name, type });
      expect(res.status, name).toBe(400);
      expect(res.body.error, name).toEqual({ code: 'validation_error', message: IM.invalidType });
    }
    expect(IM.invalidType).toBe('Invalid file type. Please select a JPG, PNG, or GIF.');
    expect(filesOf(fresh.id)).toEqual([]);
  });

  it('refuses just over 2 MB (service check) and 5 MB (the route body limit) with 413 and the spec message', async () => {
    const fresh = await member(t, 'dan_img');
    const header = Buffer.from([0xff, 0xd8, 0xff]);
    for (const size of [2 * MB + 1, 5 * MB]) {
      const res = await upload(fresh, { bytes: Buffer.concat([header, Buffer.alloc(size - header.length, 9)]), name: 'big.jpg', type: 'image/jpeg' });
      expect(res.status, String(size)).toBe(413);
      expect(res.body.error, String(size)).toEqual({ code: 'payload_too_large', message: 'File is too large. Maximum size is 2MB.' });
    }
    expect(filesOf(fresh.id)).toEqual([]);
  });

  it('400 without a file; 401 when signed out', async () => {
    expect((await upload(amina)).body.error?.message).toBe('No file provided for upload.');
    const res = await upload(null, { bytes: await solid(10, 10).png().toBuffer(), name: 'a.png', type: 'image/png' });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('unauthorized');
  });

  it('is rate limited per IP', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await upload(amina, { bytes: png, name: 'a.png', type: 'image/png' }, '198.51.100.199')).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('createChallenge and featuredImageUrl', () => {
  const HOUR = 3_600_000;
  const body = (featuredImageUrl: string | null) => ({
    title: 'Climb Ngong hills',
    type: 'solo' as const,
    categorySlug: 'fitness',
    startDate: new Date(Date.now() + HOUR).toISOString(),
    endDate: new Date(Date.now() + 48 * HOUR).toISOString(),
    solo: { playerAStake: 5 },
    featuredImageUrl,
  });
  const service = () =>
    createChallengesService({
      db: t.database.db,
      notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }),
      inviteTtlHours: 72,
      storage: createLocalStorage({ dir: path.join(dataDir, 'uploads') }),
    });
  const viewer = (m: Member): Viewer => ({ id: m.id, email: m.email, role: 'user' });
  /** The same function the endpoint calls, in a transaction of its own (the body typed as the contract will carry a URL). */
  const create = (m: Member, url: string | null) => t.database.db.transaction().execute((tx) => service().create(tx, viewer(m), body(url) as unknown as Parameters<ReturnType<typeof service>['create']>[2]));

  it('stores the URL of an image the same user uploaded', async () => {
    await fund(t.database.db, amina.id, { cash: 50 });
    const { body: up } = await upload(amina, { bytes: await solid(64, 64).png().toBuffer(), name: 'a.png', type: 'image/png' }, '198.51.100.78');
    const created = await create(amina, up.url!);
    const row = await t.database.db.selectFrom('challenges').select('featured_image_url').where('id', '=', created.challengeId).executeTakeFirstOrThrow();
    expect(row.featured_image_url).toBe(up.url);
    expect((await create(amina, null)).success).toBe(true);
  });

  it("refuses another user's image, a foreign URL and look-alike paths with 'Image upload failed: invalid image reference.', moving no tokens", async () => {
    await fund(t.database.db, baraka.id, { cash: 50 });
    const { body: up } = await upload(amina, { bytes: await solid(64, 64).png().toBuffer(), name: 'a.png', type: 'image/png' }, '198.51.100.79');
    const before = await t.database.db
      .selectFrom('challenges')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const url of [
      up.url!, // amina's upload, used by baraka
      'https://evil.example/x.webp',
      `https://evil.example/uploads/challenge-images/${baraka.id}/00000000-0000-4000-8000-000000000000.webp`,
      `/uploads/challenge-images/${baraka.id}/../${amina.id}/00000000-0000-4000-8000-000000000000.webp`,
      `/uploads/challenge-images/${baraka.id}/00000000-0000-4000-8000-000000000000.png`,
      `/uploads/avatars/${baraka.id}/00000000-0000-4000-8000-000000000000.webp`,
      `javascript:alert(1)//uploads/challenge-images/${baraka.id}/00000000-0000-4000-8000-000000000000.webp`,
    ]) {
      const error = await create(baraka, url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, url).toBeInstanceOf(AppError);
      expect([(error as AppError).status, (error as AppError).message], url).toEqual([400, IM.invalidReference]);
    }
    const after = await t.database.db
      .selectFrom('challenges')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('over HTTP a foreign URL is a 400 and creates nothing', async () => {
    const res = await send(t, baraka, '/api/challenges', { body: body('https://evil.example/x.webp'), headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(res.status).toBe(400);
    // The contract still types featuredImageUrl as null (M.featuredImage) until it carries the uploaded URL; either way it is refused.
    expect([M.featuredImage, IM.invalidReference]).toContain(res.body.error?.message);
  });

  it('recognises the S3 public URL form of the same key, for that user only', () => {
    const s3 = createS3Storage({ endpoint: 'https://s3.example', region: 'af-south-1', bucket: 'changamoto', accessKeyId: 'k', secretAccessKey: 's', publicUrl: 'https://cdn.example/media' });
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    expect(isOwnChallengeImageUrl(s3, amina.id, `https://cdn.example/media/challenge-images/${amina.id}/${key}`)).toBe(true);
    expect(isOwnChallengeImageUrl(s3, amina.id, `/uploads/challenge-images/${amina.id}/${key}`)).toBe(true);
    expect(isOwnChallengeImageUrl(s3, baraka.id, `https://cdn.example/media/challenge-images/${amina.id}/${key}`)).toBe(false);
    expect(isOwnChallengeImageUrl(s3, amina.id, `https://cdn.example/media/challenge-images/${amina.id}/${key}?x=1`)).toBe(false);
    expect(isOwnChallengeImageUrl(s3, amina.id, `https://cdn.exampleXmedia/challenge-images/${amina.id}/${key}`)).toBe(false);
  });
});
