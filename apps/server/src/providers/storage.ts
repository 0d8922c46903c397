// File storage for uploads (ARCHITECTURE.md providers): local disk under DATA_DIR/uploads served by
// the app, or any S3-compatible store when S3_* is set, signed with AWS Signature V4 (no SDK).
import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { Env } from '../env';
import { errorBody } from '../http/errors';
import type { AppEnv } from '../http/types';

export interface FileStorage {
  kind: 'local' | 's3';
  /** Stores `body` at `key` (e.g. `avatars/{userId}/{uuid}.webp`). Throws StorageError when the store refuses. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
}

export class StorageError extends Error {}

/** spec §7/§9: uploaded images are cached for one hour. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=3600';

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key is relative segments of safe characters only: no '..', no absolute path, no backslash, no empty segment. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new StorageError(`Refusing unsafe storage key: ${JSON.stringify(key)}`);
}

// --- Local disk --------------------------------------------------------------------------------

export function createLocalStorage({ dir, urlPrefix = '/uploads' }: { dir: string; urlPrefix?: string }): FileStorage & { dir: string } {
  const root = path.resolve(dir);
  return {
    kind: 'local',
    dir: root,
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(root, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': a key is written once; an existing file is never overwritten.
      await writeFile(file, body, { flag: 'wx' }).catch((error: Error) => {
        throw new StorageError(`Could not write ${key}: ${error.message}`);
      });
    },
    publicUrl: (key) => `${urlPrefix}/${key}`,
  };
}

export const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** GET /uploads/* for local storage: only safe keys inside `dir`, only image types, cached one hour. */
export function localUploadsRoutes(dir: string): Hono<AppEnv> {
  const root = path.resolve(dir);
  const app = new Hono<AppEnv>();
  app.get('/uploads/*', async (c) => {
    const key = c.req.path.slice('/uploads/'.length);
    const type = CONTENT_TYPES[path.extname(key).toLowerCase()];
    const file = path.join(root, ...key.split('/'));
    // isSafeKey already rules out '..' and absolute paths; the prefix check is a second lock on the same door.
    if (!type || !isSafeKey(key) || !file.startsWith(root + path.sep)) return c.json(errorBody('not_found', 'Not found.'), 404);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return c.json(errorBody('not_found', 'Not found.'), 404);
    return c.body(new Uint8Array(await readFile(file)), 200, { 'Content-Type': type, 'Cache-Control': UPLOAD_CACHE_CONTROL, 'Content-Length': String(info.size) });
  });
  return app;
}

// --- S3-compatible (AWS Signature V4) ----------------------------------------------------------

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX (encodeURIComponent leaves !'()* alone). */
export function uriEncode(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SigV4Request {
  method: string;
  /** The path exactly as sent, already URI-encoded (S3 does not encode it twice). */
  canonicalUri: string;
  canonicalQuery?: string;
  /** Every header to sign, including host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  payloadHash: string;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** AWS Signature Version 4 (docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html). */
export function signV4(request: SigV4Request): { authorization: string; signature: string; signedHeaders: string; canonicalRequest: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [request.method, request.canonicalUri, request.canonicalQuery ?? '', headers.map(([name, value]) => `${name}:${value}\n`).join(''), signedHeaders, request.payloadHash].join('\n');
  const date = request.amzDate.slice(0, 8);
  const scope = `${date}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, date), request.region), request.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    signature,
    signedHeaders,
    canonicalRequest,
  };
}

export function amzDateOf(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Where and how to reach one bucket of an S3-compatible store. */
export interface S3Target {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
  now?: () => Date;
}

export interface S3Options extends S3Target {
  /** Base URL the files are read from (a CDN or public bucket URL); default `${endpoint}/${bucket}`. */
  publicUrl?: string;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * One SigV4-signed, path-style request for `key` (path-style works on every S3-compatible store:
 * MinIO, R2, Spaces, B2, AWS). `headers` are signed too. Throws StorageError when it cannot be sent;
 * the caller reads the status.
 */
export async function s3Request(target: S3Target, method: 'PUT' | 'GET' | 'DELETE', key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
  assertSafeKey(key);
  const url = new URL(`${trimSlashes(target.endpoint)}/${[target.bucket, ...key.split('/')].map(uriEncode).join('/')}`);
  const headers: Record<string, string> = {
    ...init.headers,
    host: url.host,
    'x-amz-content-sha256': sha256Hex(init.body ?? ''),
    'x-amz-date': amzDateOf((target.now ?? (() => new Date()))()),
  };
  const { authorization } = signV4({
    method,
    canonicalUri: url.pathname,
    headers,
    payloadHash: headers['x-amz-content-sha256']!,
    amzDate: headers['x-amz-date']!,
    region: target.region,
    service: 's3',
    accessKeyId: target.accessKeyId,
    secretAccessKey: target.secretAccessKey,
  });
  const { host: _host, ...sent } = headers; // fetch sets Host itself, from the same URL
  try {
    return await fetch(url, { method, headers: { ...sent, authorization }, body: init.body ? new Uint8Array(init.body) : undefined, signal: AbortSignal.timeout(target.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new StorageError(`S3 ${method} ${key} failed: ${(error as Error).message}`);
  }
}

/** The store's answer as a StorageError, with the start of its body (S3 explains itself in XML). */
export async function s3Failure(response: Response, method: string, key: string): Promise<StorageError> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  return new StorageError(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
}

export function createS3Storage(options: S3Options): FileStorage {
  const publicBase = trimSlashes(options.publicUrl ?? `${trimSlashes(options.endpoint)}/${options.bucket}`);
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await s3Request(options, 'PUT', key, { body, headers: { 'cache-control': UPLOAD_CACHE_CONTROL, 'content-type': contentType } });
      if (!response.ok) throw await s3Failure(response, 'PUT', key);
    },
    publicUrl: (key) => `${publicBase}/${key.split('/').map(uriEncode).join('/')}`,
  };
}

/** The store's address and keys from env with `bucket` (public or private), or null when S3 is not configured. */
export function s3TargetFromEnv(env: Env, bucket: string | undefined): S3Target | null {
  if (!env.S3_ENDPOINT || !bucket || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return { endpoint: env.S3_ENDPOINT, region: env.S3_REGION, bucket, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
}

/** S3 when S3_* is set (env.ts checks they come together), local disk otherwise. */
export function createFileStorage(env: Env): FileStorage {
  const target = s3TargetFromEnv(env, env.S3_BUCKET);
  return target ? createS3Storage({ ...target, publicUrl: env.S3_PUBLIC_URL }) : createLocalStorage({ dir: localUploadsDir(env) });
}

export const localUploadsDir = (env: Env) => path.join(env.DATA_DIR, 'uploads');
