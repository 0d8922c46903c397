import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { deflateSync } from 'node:zlib';
import { expectNoSeriousA11yViolations } from './fixtures';

/** A real 64×64 PNG (solid colour), built byte by byte: no image library needed in the browser test. */
function png(): Buffer {
  const width = 64;
  const height = 64;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([6, 95, 70], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('changamoto-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('edit the profile (region, username) and upload an avatar, then log out', async ({ page }) => {
  await signInAs(page, 'otieno@demo.changamoto.co.ke');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('otieno@demo.changamoto.co.ke');

  await page.getByLabel('Username').fill('Otieno_254');
  await page.getByLabel('Region').selectOption('EU');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue('Otieno_254');
  await expect(page.getByLabel('Region')).toHaveValue('EU');

  // The avatar: a real PNG goes up, comes back as the re-encoded WebP the top bar shows.
  await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/uploads\/avatars\/.+\.webp$/);
  const src = await avatar.getAttribute('src');
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toContain('max-age=3600');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: 'Welcome to Changamoto' })).toBeVisible();
});
