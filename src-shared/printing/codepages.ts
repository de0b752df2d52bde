// Text → code-page bytes. iconv-lite provides each code page's character set; we turn it once into a
// lookup table so encoding a 40-item ticket costs a table read per character instead of an iconv call per run.
// A character the code page lacks is transliterated (accent stripped, typographic quote straightened),
// never dropped; only a character with no Latin equivalent at all becomes '?'.
import iconv from 'iconv-lite';
import type { CodePage } from './models.js';

const ICONV_NAME: Record<Exclude<CodePage, 'utf8'>, string> = {
  cp850: 'cp850',
  cp860: 'cp860',
  cp858: 'cp858',
  cp437: 'cp437',
  cp1252: 'windows-1252',
  iso88591: 'latin1',
};

export function iconvName(page: CodePage): string {
  return page === 'utf8' ? 'utf8' : ICONV_NAME[page];
}

type Table = Int16Array; // code unit → byte, -1 where the page has no such character
const tables = new Map<CodePage, Table>();

function tableFor(page: Exclude<CodePage, 'utf8'>): Table {
  let table = tables.get(page);
  if (table) return table;
  table = new Int16Array(0x10000).fill(-1);
  const all = new Uint8Array(256);
  for (let i = 0; i < 256; i++) all[i] = i;
  const decoded: string = iconv.decode(all, ICONV_NAME[page]);
  // ASCII first so control bytes map to themselves; higher bytes never override an earlier mapping.
  for (let i = 0; i < decoded.length && i < 256; i++) {
    const code = decoded.charCodeAt(i);
    if (code !== 0xfffd && table[code] === -1) table[code] = i;
  }
  tables.set(page, table);
  return table;
}

/** Replacements for characters that several code pages lack (checked before stripping accents). */
const SPECIAL: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': ',',
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2026': '...',
  '\u2022': '*',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u20ac': 'EUR',
  '\u00ba': 'o',
  '\u00aa': 'a',
  '\u00b0': 'o',
  '\u00d7': 'x',
  '\u00bd': '1/2',
  '\u00bc': '1/4',
  '\u00be': '3/4',
  '\u2122': 'TM',
  '\u00a9': '(c)',
  '\u00ae': '(R)',
  '\u00df': 'ss',
  '\u00e6': 'ae',
  '\u00c6': 'AE',
  '\u0153': 'oe',
  '\u0152': 'OE',
  '\u00f8': 'o',
  '\u00d8': 'O',
};

/** The closest text the code page can print: accents stripped, typographic marks simplified. */
export function transliterate(ch: string, page: CodePage): string {
  const special = SPECIAL[ch];
  if (special !== undefined && canEncode(special, page)) return special;
  const stripped = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (stripped && stripped !== ch && canEncode(stripped, page)) return stripped;
  return '?';
}

function canEncode(text: string, page: CodePage): boolean {
  if (page === 'utf8') return true;
  const table = tableFor(page);
  for (let i = 0; i < text.length; i++) if (table[text.charCodeAt(i)] === -1) return false;
  return true;
}

const utf8 = new TextEncoder();

/** C0 controls and DEL: in text from people (an item's note) they would be printer commands (ESC p opens the drawer). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * Writes `text` in `page` into `out` (a growable byte writer). Text is printed as text only: every control
 * character becomes a space; printer commands come from the command list, never from text.
 */
export function encodeText(text: string, page: CodePage, out: { push(byte: number): void; pushAll(bytes: ArrayLike<number>): void }): void {
  if (page === 'utf8') {
    out.pushAll(utf8.encode(text.replace(CONTROL, ' ')));
    return;
  }
  const table = tableFor(page);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      out.push(0x20);
      continue;
    }
    const byte = table[code] ?? -1;
    if (byte >= 0) {
      out.push(byte);
      continue;
    }
    // Astral characters (emoji) come as surrogate pairs: one '?' for the pair.
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const ch = isHigh ? text.slice(i, i + 2) : text[i] ?? '';
    if (isHigh) i++;
    const alt = transliterate(ch, page);
    for (let j = 0; j < alt.length; j++) out.push(table[alt.charCodeAt(j)] ?? 0x3f);
  }
}

/** Bytes back to text (tests and the technician's "what did the printer get"). */
export function decodeText(bytes: Uint8Array, page: CodePage): string {
  return iconv.decode(bytes, iconvName(page));
}
