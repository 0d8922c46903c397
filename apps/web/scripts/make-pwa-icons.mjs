// Draws the app's install icons (the manifest's 192, 512 and maskable 512) from the logo of
// public/favicon.svg, with sharp (already a server dependency). Run after changing the logo:
//   node apps/web/scripts/make-pwa-icons.mjs
// A maskable icon keeps the logo inside the middle 80 % (the safe zone a launcher never crops) on a
// full-bleed brand background.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = '<path d="M21.5 10.5a8 8 0 1 0 0 11" fill="none" stroke="#fbbf24" stroke-width="3.5" stroke-linecap="round"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#065f46"/>${mark}</svg>`;
// Full square, the mark scaled to 60 % around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#065f46"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)">${mark}</g></svg>`;

for (const [name, svg, size] of [
  ['pwa-192x192.png', rounded, 192],
  ['pwa-512x512.png', rounded, 512],
  ['maskable-512x512.png', maskable, 512],
  ['apple-touch-icon-180x180.png', maskable, 180],
]) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(`${publicDir}${name}`, png);
  process.stderr.write(`${name}: ${png.length} bytes\n`);
}
