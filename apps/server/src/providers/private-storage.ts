// Private file storage (identity documents): files that no public route serves. Local disk under
// DATA_DIR/private — a sibling of DATA_DIR/uploads, which is the only folder /uploads reads — or a
// bucket of its own (S3_PRIVATE_BUCKET) that must not be publicly readable. The app reads a file back
// only in an endpoint that has checked who is asking.
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { CONTENT_TYPES, createLocalStorage, isSafeKey, s3Failure, s3Request, s3TargetFromEnv, type S3Target } from './storage';

export interface PrivateFileStorage {
  kind: 'local' | 's3';
  /** Stores `body` at `key`; a key is written once. Throws StorageError when the store refuses. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none at `key` (or the key is not a safe one). */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the file if it exists (cleaning up after a submission that did not commit). */
  remove(key: string): Promise<void>;
}

/** Browsers and proxies keep no copy: an identity document is fetched fresh, by someone allowed to, every time. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function createLocalPrivateStorage({ dir }: { dir: string }): PrivateFileStorage & { dir: string } {
  const files = createLocalStorage({ dir, urlPrefix: '/nowhere' });
  const root = files.dir;
  const fileOf = (key: string) => {
    const file = path.join(root, ...key.split('/'));
    return isSafeKey(key) && file.startsWith(root + path.sep) ? file : null;
  };
  return {
    kind: 'local',
    dir: root,
    put: (key, body, contentType) => files.put(key, body, contentType),
    async get(key) {
      const file = fileOf(key);
      const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
      if (!file || !contentType) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: await readFile(file), contentType };
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}

export function createS3PrivateStorage(target: S3Target): PrivateFileStorage {
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await s3Request(target, 'PUT', key, { body, headers: { 'cache-control': PRIVATE_CACHE_CONTROL, 'content-type': contentType } });
      if (!response.ok) throw await s3Failure(response, 'PUT', key);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const response = await s3Request(target, 'GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await s3Failure(response, 'GET', key);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async remove(key) {
      if (!isSafeKey(key)) return;
      const response = await s3Request(target, 'DELETE', key);
      // S3 answers 204 whether or not the object existed.
      if (!response.ok && response.status !== 404) throw await s3Failure(response, 'DELETE', key);
    },
  };
}

export const localPrivateDir = (env: Env) => path.join(env.DATA_DIR, 'private');

/** The private bucket when S3 and S3_PRIVATE_BUCKET are set (env.ts requires it in production with S3), local disk otherwise. */
export function createPrivateFileStorage(env: Env): PrivateFileStorage {
  const target = s3TargetFromEnv(env, env.S3_PRIVATE_BUCKET);
  return target ? createS3PrivateStorage(target) : createLocalPrivateStorage({ dir: localPrivateDir(env) });
}
