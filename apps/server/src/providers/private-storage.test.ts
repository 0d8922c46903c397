// Private storage (identity documents): local disk beside — never inside — the public uploads folder,
// or a private S3 bucket; files come back only through get(), and the public /uploads route cannot reach them.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/helpers/fake-s3';
import { EnvError, loadEnv } from '../env';
import { createLocalPrivateStorage, createPrivateFileStorage, createS3PrivateStorage, localPrivateDir } from './private-storage';
import { localUploadsDir, localUploadsRoutes, StorageError } from './storage';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe('local private storage', () => {
  it('stores, reads back with its type, never overwrites, and removes', async () => {
    const storage = createLocalPrivateStorage({ dir: mkdtempSync(path.join(tmpdir(), 'private-')) });
    await storage.put('kyc/u1/a.webp', Buffer.from('first'), 'image/webp');
    expect(await storage.get('kyc/u1/a.webp')).toEqual({ body: Buffer.from('first'), contentType: 'image/webp' });
    await expect(storage.put('kyc/u1/a.webp', Buffer.from('second'), 'image/webp')).rejects.toBeInstanceOf(StorageError);
    await storage.remove('kyc/u1/a.webp');
    expect(await storage.get('kyc/u1/a.webp')).toBeNull();
    await storage.remove('kyc/u1/a.webp'); // already gone: no error
  });

  it('answers null for missing, unsafe or untyped keys, and never reads outside its folder', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'private-'));
    const storage = createLocalPrivateStorage({ dir: path.join(base, 'private') });
    await storage.put('kyc/u1/notes.txt', Buffer.from('text'), 'text/plain');
    for (const key of ['kyc/u1/missing.webp', '../secret.webp', 'kyc/../../secret.webp', '/etc/passwd', 'kyc/u1/notes.txt', '']) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  it('lives beside the public uploads folder, so the /uploads route cannot serve its files', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')) });
    const storage = createPrivateFileStorage(env);
    expect(storage.kind).toBe('local');
    expect(localPrivateDir(env).startsWith(localUploadsDir(env) + path.sep)).toBe(false);
    await storage.put('kyc/u1/id.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(existsSync(path.join(localPrivateDir(env), 'kyc', 'u1', 'id.webp'))).toBe(true);
    const uploads = localUploadsRoutes(localUploadsDir(env));
    for (const attempt of ['/uploads/kyc/u1/id.webp', '/uploads/../private/kyc/u1/id.webp', '/uploads/%2e%2e/private/kyc/u1/id.webp', '/uploads/..%2fprivate%2fkyc%2fu1%2fid.webp']) {
      expect((await uploads.request(attempt)).status, attempt).toBe(404);
    }
  });
});

describe('S3 private storage', () => {
  const credentials = { accessKeyId: 'CHANGAMOTOTESTKEY', secretAccessKey: 'test-secret/with+special=chars', region: 'af-south-1' };
  const start = async () => {
    const s3 = await startFakeS3(credentials);
    closers.push(s3.close);
    return s3;
  };

  it('PUTs signed with no public caching, GETs it back, answers null for a missing key, and DELETEs', async () => {
    const s3 = await start();
    const storage = createS3PrivateStorage({ endpoint: s3.endpoint, bucket: 'changamoto-private', ...credentials });
    await storage.put('kyc/u1/a.webp', Buffer.from('image bytes'), 'image/webp');
    const stored = s3.objects.get('/changamoto-private/kyc/u1/a.webp');
    expect(stored?.headers['cache-control']).toBe('private, no-store');
    expect(await storage.get('kyc/u1/a.webp')).toEqual({ body: Buffer.from('image bytes'), contentType: 'image/webp' });
    expect(await storage.get('kyc/u1/missing.webp')).toBeNull();
    await storage.remove('kyc/u1/a.webp');
    expect(s3.objects.size).toBe(0);
    expect(s3.rejections).toEqual([]);
  });

  it('fails with a StorageError when the store refuses (wrong secret)', async () => {
    const s3 = await start();
    const storage = createS3PrivateStorage({ endpoint: s3.endpoint, bucket: 'b', ...credentials, secretAccessKey: 'wrong' });
    await expect(storage.get('kyc/u1/a.webp')).rejects.toBeInstanceOf(StorageError);
    await expect(storage.put('kyc/u1/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });
});

describe('private storage configuration', () => {
  const s3Env = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'public-b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
  const problems = (vars: Record<string, string>) => {
    try {
      loadEnv(vars);
      return [];
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
  };

  it('uses S3_PRIVATE_BUCKET with the S3 credentials when set, local disk otherwise', () => {
    expect(createPrivateFileStorage(loadEnv({ NODE_ENV: 'test', ...s3Env })).kind).toBe('local');
    expect(createPrivateFileStorage(loadEnv({ NODE_ENV: 'test', ...s3Env, S3_PRIVATE_BUCKET: 'private-b' })).kind).toBe('s3');
  });

  it('requires a private bucket in production with S3, and refuses the public bucket as the private one', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), ALLOW_SIMULATORS: 'true', ...s3Env };
    expect(problems(production)).toEqual(['Invalid environment: S3_PRIVATE_BUCKET is required in production with S3: a bucket with no public access for identity documents']);
    expect(problems({ ...production, S3_PRIVATE_BUCKET: 'private-b' })).toEqual([]);
    expect(problems({ NODE_ENV: 'test', ...s3Env, S3_PRIVATE_BUCKET: 'public-b' })).toEqual(["Invalid environment: S3_PRIVATE_BUCKET must differ from S3_BUCKET, which is publicly readable (got 'public-b')"]);
  });
});
