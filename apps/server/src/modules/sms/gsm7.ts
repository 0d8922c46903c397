// GSM 03.38 (GSM-7), the alphabet one 160-character SMS is written in. A character outside it makes the
// whole message UCS-2 (70 characters a part), so receipts are written in it and counted by it.

/** The basic table: one septet each. (The escape, 0x1B, is left out: it only introduces the extension table.) */
const BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: two septets each (escape + character). */
const EXTENSION = '\f^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** One SMS part in GSM-7. */
export const SMS_MAX_SEPTETS = 160;

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC_SET.has(ch) && !EXTENSION_SET.has(ch)) return false;
  return true;
}

/** How many septets `text` takes in GSM-7 (extension characters count two); Infinity if it is not GSM-7. */
export function gsm7Length(text: string): number {
  let n = 0;
  for (const ch of text) {
    if (BASIC_SET.has(ch)) n += 1;
    else if (EXTENSION_SET.has(ch)) n += 2;
    else return Number.POSITIVE_INFINITY;
  }
  return n;
}

// What people type that GSM-7 lacks, written the nearest way it has (titles and names come from users).
const LOOKALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '\u00a0': ' ',
  '\t': ' ',
  á: 'a',
  â: 'a',
  ã: 'a',
  ç: 'c',
  ê: 'e',
  ë: 'e',
  í: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  ú: 'u',
  û: 'u',
  Á: 'A',
  À: 'A',
  Â: 'A',
  È: 'E',
  Ê: 'E',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};

/** `text` in GSM-7: lookalikes replaced, line breaks made spaces, anything else (emoji …) dropped, spaces squeezed. */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const mapped = ch === '\n' || ch === '\r' ? ' ' : (LOOKALIKES[ch] ?? ch);
    for (const c of mapped) if (BASIC_SET.has(c) || EXTENSION_SET.has(c)) out += c;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** `text` (GSM-7) cut to at most `septets`, with '...' where it was cut. */
export function truncateGsm7(text: string, septets: number): string {
  if (gsm7Length(text) <= septets) return text;
  if (septets <= 3) return '...'.slice(0, Math.max(0, septets));
  let out = '';
  let used = 0;
  for (const ch of text) {
    const cost = EXTENSION_SET.has(ch) ? 2 : 1;
    if (used + cost > septets - 3) break;
    out += ch;
    used += cost;
  }
  return `${out.trimEnd()}...`;
}
