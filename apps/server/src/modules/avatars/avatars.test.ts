// Avatar upload (spec §5 Avatar upload, §7 Storage, §8 Upload messages, §9 2 MB / 3600 s) through the
// real app on a real database: signed-in users, multipart bodies, files on disk or on an S3 server.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/helpers/ports';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const MB = 1024 * 1024;
const INVALID_TYPE = 'Invalid file type. Please upload an image (JPG, PNG, GIF, WebP).';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'avatars-data-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(() => t.close());

interface Profile {
  id: string;
  avatarUrl: string | null;
}

let ipCounter = 60;
/** Signs up, confirms the e-mail through the link in the dev outbox, and returns the signed-in client. */
async function signedInUser(t: TestApp, username: string): Promise<{ c: Client; id: string }> {
  const c = client(t, `203.0.113.${ipCounter++}`);
  const email = `${username.toLowerCase()}@example.co.ke`;
  const started = new Date();
  const signed = await c.json('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: username, username, region: 'KE', isAdultConfirmed: true } });
  expect(signed.status).toBe(200);
  const mail = await latestMessageTo(t, email, { after: started });
  const token = mail.body_text.match(/verify-email\?token=([^\s]+)/)?.[1];
  expect((await c.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
  const profile = await c.json<Profile>('/api/profile');
  expect(profile.status).toBe(200);
  return { c, id: profile.body.id };
}

/** POST /api/profile/avatar as multipart/form-data, the way a browser's FormData sends it. */
async function upload(app: TestApp, who: Client | null, file?: { bytes: Buffer; name: string; type: string }, field = 'avatar') {
  const form = new FormData();
  if (file) form.append(field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const headers: Record<string, string> = { Origin: app.env.PUBLIC_URL, 'X-Forwarded-For': '198.51.100.60' };
  if (who?.cookies.size) headers.Cookie = [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await app.app.request('/api/profile/avatar', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Profile & { error?: { code: string; message: string } } };
}

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) => sharp({ create: { width, height, channels: 3, background } });

async function photoPng(): Promise<Buffer> {
  return solid(640, 480, { r: 200, g: 30, b: 30 })
    .png()
    .withExif({ IFD0: { Copyright: 'Wanjiku', ImageDescription: 'Taken at home, Kilimani' } })
    .toBuffer();
}

const uploadsDir = () => path.join(dataDir, 'uploads');
const filesOf = (userId: string) => {
  const dir = path.join(uploadsDir(), 'avatars', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const keyOf = (avatarUrl: string) => avatarUrl.replace(/^\/uploads\//, '');

describe('avatar upload to local storage', () => {
  it('re-encodes a PNG to a WebP of at most 256×256 without EXIF, stores it under avatars/{userId}/ and serves it with a one-hour cache', async () => {
    const { c, id } = await signedInUser(t, 'amina_k');
    const png = await photoPng();
    expect((await sharp(png).metadata()).exif).toBeDefined(); // the input really carries EXIF

    const res = await upload(t, c, { bytes: png, name: 'me.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    expect(res.body.avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${id}/[0-9a-f-]{36}\\.webp$`));

    const stored = readFileSync(path.join(uploadsDir(), ...keyOf(res.body.avatarUrl!).split('/')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([256, 256]); // 640×480 cropped to the largest allowed square
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();

    expect((await c.json<Profile>('/api/profile')).body.avatarUrl).toBe(res.body.avatarUrl);
    const served = await t.request(res.body.avatarUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('applies the EXIF orientation before cropping, so a sideways phone photo comes out upright', async () => {
    const { c } = await signedInUser(t, 'otieno');
    // Stored 600×300 with red on the left; orientation 6 means "turn 90° clockwise to view": red ends up on top.
    const red = await solid(300, 300, { r: 255, g: 0, b: 0 }).png().toBuffer();
    const jpeg = await solid(600, 300, { r: 0, g: 0, b: 255 })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(t, c, { bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const { data, info } = await sharp(readFileSync(path.join(uploadsDir(), keyOf(res.body.avatarUrl!))))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topR, , topB] = pixel(40, 10) as [number, number, number];
    const [bottomR, , bottomB] = pixel(40, 245) as [number, number, number];
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('accepts each allowed format by its bytes: JPEG, GIF and WebP', async () => {
    const { c } = await signedInUser(t, 'njeri');
    const base = () => solid(120, 90, { r: 20, g: 160, b: 60 });
    for (const [bytes, name, type] of [
      [await base().jpeg().toBuffer(), 'a.jpg', 'image/jpeg'],
      [await base().gif().toBuffer(), 'a.gif', 'image/gif'],
      [await base().webp().toBuffer(), 'a.webp', 'image/webp'],
    ] as const) {
      const res = await upload(t, c, { bytes, name, type });
      expect(res.status, name).toBe(200);
      // Smaller than 256 on a side: cropped to a square, never enlarged.
      expect(await sharp(readFileSync(path.join(uploadsDir(), keyOf(res.body.avatarUrl!)))).metadata()).toMatchObject({ format: 'webp', width: 90, height: 90 });
    }
  });

  it('refuses a renamed non-image (text named photo.jpg, sent as image/jpeg) with the exact message and stores nothing', async () => {
    const { c, id } = await signedInUser(t, 'kamau');
    const res = await upload(t, c, { bytes: Buffer.from('This is not a picture, just some text pretending.\n'.repeat(20)), name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation_error', message: INVALID_TYPE } });
    expect(filesOf(id)).toEqual([]);
    expect((await c.json<Profile>('/api/profile')).body.avatarUrl).toBeNull();
  });

  it('refuses images our decoder could read but the rule does not allow (TIFF, SVG), whatever their name says', async () => {
    const { c, id } = await signedInUser(t, 'kiprop');
    const tiff = await solid(64, 64, { r: 1, g: 2, b: 3 }).tiff().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>');
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    expect((await sharp(svg).metadata()).format).toBe('svg');
    for (const [bytes, name] of [
      [tiff, 'photo.jpg'],
      [svg, 'photo.png'],
    ] as const) {
      const res = await upload(t, c, { bytes, name, type: 'image/jpeg' });
      expect(res.status, name).toBe(400);
      expect(res.body.error?.message, name).toBe(INVALID_TYPE);
    }
    expect(filesOf(id)).toEqual([]);
  });

  it('refuses a file whose magic bytes say PNG but which does not decode, with the same message', async () => {
    const { c, id } = await signedInUser(t, 'wafula');
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<svg onload="alert(1)"></svg>')]);
    const res = await upload(t, c, { bytes: fake, name: 'a.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(INVALID_TYPE);
    expect(filesOf(id)).toEqual([]);
  });

  it('refuses a 3 MB file, and one just over 2 MB, with 413 and the size message, storing nothing', async () => {
    const { c, id } = await signedInUser(t, 'chebet');
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const size of [3 * MB, 2 * MB + 1]) {
      const bytes = Buffer.concat([pngHeader, Buffer.alloc(size - pngHeader.length, 7)]);
      const res = await upload(t, c, { bytes, name: 'big.png', type: 'image/png' });
      expect(res.status, String(size)).toBe(413);
      expect(res.body, String(size)).toEqual({ error: { code: 'payload_too_large', message: 'File is too large. Maximum size is 2MB.' } });
    }
    expect(filesOf(id)).toEqual([]);
    expect((await c.json<Profile>('/api/profile')).body.avatarUrl).toBeNull();
  });

  it('keeps the 64 KB limit on every other API route', async () => {
    const { c } = await signedInUser(t, 'moraa');
    const res = await c.json<{ error: { code: string; message: string } }>('/api/profile', { method: 'PATCH', body: { username: 'x'.repeat(100 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'payload_too_large', message: 'The request is too large.' });
  });

  it('answers 400 "No file provided for upload." with no file, a file in another field, or a JSON body', async () => {
    const { c } = await signedInUser(t, 'mutua');
    const expected = { error: { code: 'validation_error', message: 'No file provided for upload.' } };
    expect(await upload(t, c)).toEqual({ status: 400, body: expected });
    expect(await upload(t, c, { bytes: await photoPng(), name: 'me.png', type: 'image/png' }, 'picture')).toEqual({ status: 400, body: expected });
    expect(await c.json('/api/profile/avatar', { method: 'POST', body: { avatar: 'data:image/png;base64,AAAA' } })).toEqual({ status: 400, body: expected });
  });

  it('answers 401 when signed out', async () => {
    const res = await upload(t, null, { bytes: await photoPng(), name: 'me.png', type: 'image/png' });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('unauthorized');
  });

  it("changes only the uploader's avatar, and every upload gets a new key (the old file stays as it was)", async () => {
    const a = await signedInUser(t, 'achieng');
    const b = await signedInUser(t, 'baraka');
    const first = await upload(t, a.c, { bytes: await photoPng(), name: 'a.png', type: 'image/png' });
    expect(first.status).toBe(200);
    expect((await b.c.json<Profile>('/api/profile')).body.avatarUrl).toBeNull();

    const bUpload = await upload(t, b.c, { bytes: await photoPng(), name: 'b.png', type: 'image/png' });
    expect(bUpload.body.avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${b.id}/`));
    expect((await a.c.json<Profile>('/api/profile')).body.avatarUrl).toBe(first.body.avatarUrl);

    const firstBytes = readFileSync(path.join(uploadsDir(), keyOf(first.body.avatarUrl!)));
    const second = await upload(t, a.c, { bytes: await solid(300, 300, { r: 0, g: 0, b: 200 }).png().toBuffer(), name: 'a.png', type: 'image/png' });
    expect(second.status).toBe(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect(filesOf(a.id)).toHaveLength(2);
    expect(readFileSync(path.join(uploadsDir(), keyOf(first.body.avatarUrl!))).equals(firstBytes)).toBe(true);
    expect((await a.c.json<Profile>('/api/profile')).body.avatarUrl).toBe(second.body.avatarUrl);
    expect(filesOf(b.id)).toHaveLength(1);
  });
});

describe('avatar upload to S3-compatible storage', () => {
  let s3App: TestApp;
  let answer = 200;
  const puts: { url: string; contentType: string | undefined; body: Buffer }[] = [];

  beforeAll(async () => {
    // Records PUTs and answers with `answer`; the signature itself is checked in providers/storage.test.ts.
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (answer === 200) puts.push({ url: req.url ?? '', contentType: req.headers['content-type'], body: Buffer.concat(chunks) });
        res.writeHead(answer).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    s3App = await createTestApp({
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'avatars-s3-')),
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'changamoto-avatars',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.changamoto.test',
      },
    });
    return async () => {
      await s3App.close();
      await new Promise((resolve) => server.close(resolve));
    };
  });

  it('PUTs the WebP into the bucket and points the avatar at S3_PUBLIC_URL', async () => {
    const { c, id } = await signedInUser(s3App, 'zawadi');
    const res = await upload(s3App, c, { bytes: await photoPng(), name: 'me.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(new RegExp(`^https://cdn\\.changamoto\\.test/avatars/${id}/[0-9a-f-]{36}\\.webp$`));
    const key = res.body.avatarUrl!.replace('https://cdn.changamoto.test/', '');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe(`/changamoto-avatars/${key}`);
    expect(puts[0]!.contentType).toBe('image/webp');
    expect((await sharp(puts[0]!.body).metadata()).format).toBe('webp');
  });

  it('answers 502 "Failed to upload image to storage." when the store refuses, and keeps the old avatar', async () => {
    const { c } = await signedInUser(s3App, 'imani');
    const before = (await c.json<Profile>('/api/profile')).body.avatarUrl;
    answer = 500;
    try {
      const res = await upload(s3App, c, { bytes: await photoPng(), name: 'me.png', type: 'image/png' });
      expect(res.status).toBe(502);
      expect(res.body.error?.message).toBe('Failed to upload image to storage.');
    } finally {
      answer = 200;
    }
    expect((await c.json<Profile>('/api/profile')).body.avatarUrl).toBe(before);
  });
});
