// File storage: the local adapter and its /uploads route (no way out of the uploads folder), and the
// S3 adapter against a local HTTP server that re-derives every AWS Signature V4 on its own side.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3Options } from '../../test/helpers/fake-s3';
import { freePort } from '../../test/helpers/ports';
import { EnvError, loadEnv } from '../env';
import { createFileStorage, createLocalStorage, createS3Storage, isSafeKey, localUploadsRoutes, signV4, StorageError } from './storage';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

describe('local storage', () => {
  it('writes under the uploads folder, gives a /uploads URL, and never overwrites a key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    const storage = createLocalStorage({ dir });
    await storage.put('avatars/u1/a.webp', Buffer.from('first'), 'image/webp');
    expect(readFileSync(path.join(dir, 'avatars', 'u1', 'a.webp'), 'utf8')).toBe('first');
    expect(storage.publicUrl('avatars/u1/a.webp')).toBe('/uploads/avatars/u1/a.webp');
    await expect(storage.put('avatars/u1/a.webp', Buffer.from('second'), 'image/webp')).rejects.toBeInstanceOf(StorageError);
    expect(readFileSync(path.join(dir, 'avatars', 'u1', 'a.webp'), 'utf8')).toBe('first');
  });

  it('refuses keys that could leave the uploads folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    const storage = createLocalStorage({ dir: path.join(dir, 'uploads') });
    for (const key of ['../escape.webp', 'avatars/../../escape.webp', '/etc/escape.webp', 'avatars\\..\\escape.webp', 'avatars//x.webp', '', './x.webp', '.hidden', 'a/%2e%2e/x.webp']) {
      expect(isSafeKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(StorageError);
    }
    expect(() => readFileSync(path.join(dir, 'escape.webp'))).toThrow();
  });

  it('serves stored images with their type and a one-hour cache, and nothing outside the folder or of another type', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'serve-'));
    const dir = path.join(base, 'uploads');
    const storage = createLocalStorage({ dir });
    await storage.put('avatars/u1/a.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    await storage.put('avatars/u1/notes.txt', Buffer.from('text'), 'text/plain');
    writeFileSync(path.join(base, 'secret.webp'), 'SECRET');
    const app = localUploadsRoutes(dir);

    const found = await app.request('/uploads/avatars/u1/a.webp');
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('image/webp');
    expect(found.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await found.text()).toBe('RIFF....WEBP');

    for (const attempt of [
      '/uploads/../secret.webp',
      '/uploads/%2e%2e/secret.webp',
      '/uploads/..%2fsecret.webp',
      '/uploads/avatars/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.webp',
      '/uploads/avatars/..%5c..%5c..%5csecret.webp',
      `/uploads/${encodeURIComponent(path.join(base, 'secret.webp'))}`,
      '/uploads/avatars/u1/notes.txt',
      '/uploads/avatars/u1/missing.webp',
      '/uploads/avatars/u1',
    ]) {
      const response = await app.request(attempt);
      expect(response.status, attempt).toBe(404);
      expect(await response.text(), attempt).not.toContain('SECRET');
    }
  });
});

describe('AWS Signature V4', () => {
  it('reproduces the PUT Object example of the S3 documentation', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: PUT Object".
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signV4({
      method: 'PUT',
      canonicalUri: '/test%24file.text',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(sha256Hex(signed.canonicalRequest)).toBe('9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d');
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

const fakeS3 = async (credentials: FakeS3Options) => {
  const s3 = await startFakeS3(credentials);
  closers.push(s3.close);
  return s3;
};

describe('S3-compatible storage', () => {
  const credentials = { accessKeyId: 'CHANGAMOTOTESTKEY', secretAccessKey: 'test-secret/with+special=chars', region: 'af-south-1' };

  it('PUTs path-style with a valid SigV4 signature, the content type and the one-hour cache', async () => {
    const s3 = await fakeS3(credentials);
    const storage = createS3Storage({ endpoint: `${s3.endpoint}/`, bucket: 'changamoto-avatars', ...credentials });
    const body = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 fake image bytes');
    await storage.put('avatars/0d7c6f3e-1111-4222-8333-444455556666/7b1f.webp', body, 'image/webp');

    expect(s3.rejections).toEqual([]);
    const stored = s3.objects.get('/changamoto-avatars/avatars/0d7c6f3e-1111-4222-8333-444455556666/7b1f.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.headers['content-type']).toBe('image/webp');
    expect(stored?.headers['cache-control']).toBe('public, max-age=3600');
    expect(stored?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=CHANGAMOTOTESTKEY\/\d{8}\/af-south-1\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(storage.publicUrl('avatars/u/x.webp')).toBe(`${s3.endpoint}/changamoto-avatars/avatars/u/x.webp`);
  });

  it('is refused by the server when signed with the wrong secret, and says so with a StorageError', async () => {
    const s3 = await fakeS3(credentials);
    const storage = createS3Storage({ endpoint: s3.endpoint, bucket: 'b', ...credentials, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('avatars/u/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    expect(s3.rejections).toEqual(['SignatureDoesNotMatch']);
    expect(s3.objects.size).toBe(0);
  });

  it('fails with a StorageError when the store cannot be reached', async () => {
    const port = await freePort(); // nothing listens there
    const storage = createS3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'b', ...credentials, timeoutMs: 2000 });
    await expect(storage.put('avatars/u/x.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageError);
  });

  it('uses S3_PUBLIC_URL for public URLs when set', () => {
    const storage = createS3Storage({ endpoint: 'https://s3.example.com', bucket: 'b', ...credentials, publicUrl: 'https://cdn.changamoto.co.ke/' });
    expect(storage.publicUrl('avatars/u/x.webp')).toBe('https://cdn.changamoto.co.ke/avatars/u/x.webp');
  });
});

describe('storage configuration', () => {
  const s3Env = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('uses local disk with no S3_* and S3 with all four set (region us-east-1 unless given)', () => {
    expect(createFileStorage(loadEnv({ NODE_ENV: 'test' })).kind).toBe('local');
    const env = loadEnv({ NODE_ENV: 'test', ...s3Env });
    expect(env.S3_REGION).toBe('us-east-1');
    const storage = createFileStorage(env);
    expect(storage.kind).toBe('s3');
    expect(storage.publicUrl('avatars/u/x.webp')).toBe('https://s3.example.com/b/avatars/u/x.webp');
  });

  it('refuses a partial S3 configuration with one clear line', () => {
    const { S3_SECRET_ACCESS_KEY: _s, S3_BUCKET: _b, ...partial } = s3Env;
    expect(() => loadEnv({ NODE_ENV: 'test', ...partial })).toThrow(EnvError);
    try {
      loadEnv({ NODE_ENV: 'test', ...partial });
    } catch (error) {
      expect((error as EnvError).problems).toEqual(['Invalid environment: S3_BUCKET, S3_SECRET_ACCESS_KEY must be set too: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together']);
    }
  });
});
