// Text from people is printed as text only (issue 13 §10): an item's note carrying ESC p (the drawer kick) or
// GS V (the cut) reached the printer raw. The real encoder's bytes, for every model and code page.
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../src-shared/printing/bytes.js';
import { decodeText, encodeText } from '../../src-shared/printing/codepages.js';
import { renderDocument } from '../../src-shared/printing/compile.js';
import { PRINTER_MODELS } from '../../src-shared/printing/models.js';
import { buildTemplate } from '../../src-shared/printing/templates/index.js';
import { kitchenTicketSample } from '../../src-shared/printing/templates/samples.js';

const DRAWER_KICK = '\x1bp\x00\x19\xfa';
const CUT = '\x1dV\x00';
const bytes = (text: string, page: 'cp850' | 'cp860' | 'cp1252' | 'utf8') => {
  const w = new ByteWriter();
  encodeText(text, page, w);
  return Buffer.from(w.toBytes());
};
const count = (haystack: Buffer, needle: number[]) => {
  let n = 0;
  for (let i = haystack.indexOf(Buffer.from(needle)); i >= 0; i = haystack.indexOf(Buffer.from(needle), i + 1)) n++;
  return n;
};

describe('control characters in text become spaces', () => {
  it.each(['cp850', 'cp860', 'cp1252', 'utf8'] as const)('in %s, every byte 0x00–0x1F and 0x7F', (page) => {
    const all = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\x7f';
    const out = bytes(`a${all}b`, page);
    expect([...out]).toEqual([0x61, ...Array<number>(33).fill(0x20), 0x62]);
    expect(decodeText(bytes(`Sem cebola${DRAWER_KICK}`, page), page)).toBe(`Sem cebola p  ú`);
  });

  it.each(PRINTER_MODELS)('%s: a kitchen ticket whose note and item name carry ESC p and GS V opens no drawer and cuts once', (model) => {
    const clean = kitchenTicketSample(2);
    const hostile = kitchenTicketSample(2);
    hostile.notes = `Mesa ${DRAWER_KICK}${CUT}`;
    hostile.items[0]!.notes = `Sem sal ${DRAWER_KICK}`;
    hostile.items[1]!.name = `Suco ${CUT}`;
    const target = { model, size: 'medium' as const };
    const good = Buffer.from(renderDocument(buildTemplate('kitchenTicket', clean), target));
    const bad = Buffer.from(renderDocument(buildTemplate('kitchenTicket', hostile), target));
    expect(count(bad, [0x1b, 0x70])).toBe(count(good, [0x1b, 0x70]));
    expect(count(bad, [0x1d, 0x56])).toBe(count(good, [0x1d, 0x56]));
    expect(bad.includes(Buffer.from([0x1b, 0x70, 0x00, 0x19]))).toBe(false);
  });
});
