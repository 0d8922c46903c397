// Test helpers of the KYC tests: real images made with sharp, the multipart form a browser sends,
// and a submission through the real endpoint.
import sharp from 'sharp';
import type { TestApp } from './test-app';
import type { Member } from './members';

export const PNG = async (seed = 0) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 40 + seed, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A JPEG that carries GPS coordinates and a camera model in its EXIF, as a phone photo does. */
export const JPEG_WITH_GPS = () =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Secret Model 9' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' } })
    .toBuffer();

export type Upload = { bytes: Buffer; name: string; type: string };
export type KycFields = { legalName?: string; idType?: string; idNumber?: string; dateOfBirth?: string };

let ids = 10_000_000;
/** Details that pass every rule, with a fresh national ID number each time. */
export function details(overrides: KycFields = {}): KycFields {
  ids += 1;
  return { legalName: 'Jane Wanjiru Kamau', idType: 'national_id', idNumber: String(ids), dateOfBirth: '1995-06-15', ...overrides };
}

export async function images(): Promise<Record<'idFront' | 'idBack' | 'selfie', Upload>> {
  return {
    idFront: { bytes: await JPEG_WITH_GPS(), name: 'front.jpg', type: 'image/jpeg' },
    idBack: { bytes: await PNG(1), name: 'back.png', type: 'image/png' },
    selfie: { bytes: await PNG(2), name: 'selfie.png', type: 'image/png' },
  };
}

const cookieOf = (m: Member | null): Record<string, string> => (m ? { Cookie: [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {});

let ip = 0;
/** A raw request as `m` (or a visitor), any method and body; each from its own address, so the per-IP submission limit stays out of the way. */
export async function raw(t: TestApp, m: Member | null, path: string, init: { method?: string; body?: FormData | string; headers?: Record<string, string> } = {}) {
  ip += 1;
  const from = `10.77.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
  return t.app.request(path, { method: init.method ?? 'GET', body: init.body, headers: { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': from, ...cookieOf(m), ...init.headers } });
}

/** POST /api/kyc/submissions as multipart/form-data, the way the browser's FormData sends it. */
export async function submit(t: TestApp, m: Member | null, fields: KycFields, files: Partial<Record<string, Upload>>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const response = await raw(t, m, '/api/kyc/submissions', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as MyKycBody & { error?: { code: string; message: string; fields?: Record<string, string> } } };
}

export interface MyKycBody {
  status: string;
  rejectionReason: string | null;
  submission: { id: string; status: string; reason: string | null; idNumber: string; legalName: string; images: Record<'id_front' | 'id_back' | 'selfie', string> } | null;
}

/** A submission that is accepted (201), with its id. */
export async function submitted(t: TestApp, m: Member, fields: KycFields = details()): Promise<string> {
  const res = await submit(t, m, fields, await images());
  if (res.status !== 201) throw new Error(`submission refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.submission!.id;
}
