// Status replies told in words for every status family, and code pages other than CP850.
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src-shared/printing/compile.js';
import { doc } from '../../../src-shared/printing/document.js';
import { describeCondition, readStatusReply, statusProbes } from '../../../src-shared/printing/status.js';
import { toHex } from '../../../src-shared/printing/bytes.js';

const words = (...args: Parameters<typeof readStatusReply>) => describeCondition(readStatusReply(...args));

describe('printer status in words', () => {
  it('ESC/POS: idle, offline, cover open, near end, paper out', () => {
    expect(words('escpos', 'printer', Uint8Array.of(0x12))).toBe('pronta');
    expect(words('escpos', 'printer', Uint8Array.of(0x1a))).toBe('desligada');
    expect(words('escpos', 'offline', Uint8Array.of(0x16))).toBe('tampa aberta');
    expect(words('escpos', 'paper', Uint8Array.of(0x1e))).toBe('pouco papel');
    expect(words('escpos', 'paper', Uint8Array.of(0x72))).toBe('sem papel');
  });
  it('ESC/POS drawer sensor only when the drawer polarity is configured', () => {
    expect(readStatusReply('escpos', 'printer', Uint8Array.of(0x12)).drawerOpen).toBeNull();
    expect(words('escpos', 'printer', Uint8Array.of(0x12), undefined, 'open-when-low')).toBe('gaveta aberta');
    expect(words('escpos', 'printer', Uint8Array.of(0x16), undefined, 'open-when-low')).toBe('pronta');
  });
  it('ESC/Bema GS F8 1 (5 bytes): cover open and drawer open', () => {
    // byte 2: bit7 = 0 (cover open), bit4 = 0 (drawer open)
    expect(words('escbema', 'extended', Uint8Array.of(0x10, 0x00, 0x00, 0x00, 0x01))).toBe('tampa aberta, gaveta aberta');
    expect(words('escbema', 'extended', Uint8Array.of(0x10, 0x90, 0x00, 0x00, 0x01))).toBe('pronta');
    expect(words('escbema', 'extended', Uint8Array.of(0x10, 0x94, 0x00, 0x00, 0x01))).toBe('sem papel');
  });
  it('Daruma ENQ and GS ENQ; Elgin VOX ENQ', () => {
    expect(words('daruma', 'enq', Uint8Array.of(0x10))).toBe('pronta');
    expect(words('daruma', 'enq', Uint8Array.of(0x00))).toBe('desligada');
    expect(words('daruma', 'enq', Uint8Array.of(0x30))).toBe('sem papel');
    expect(words('daruma', 'gsEnq', Uint8Array.of(0x80))).toBe('gaveta aberta');
    expect(words('vox', 'enq', Uint8Array.of(0x09))).toBe('pronta');
    expect(words('vox', 'enq', Uint8Array.of(0x01))).toBe('tampa aberta');
    expect(words('vox', 'enq', Uint8Array.of(0x0d))).toBe('gaveta aberta');
  });
  it('asks each model family the right questions', () => {
    expect(statusProbes('EPSON').map((p) => p.query)).toEqual(['printer', 'offline', 'paper']);
    expect(statusProbes('ESC_BEMA')).toEqual([{ query: 'extended', replyLength: 5 }]);
    expect(statusProbes('DARUMA').map((p) => p.query)).toEqual(['enq', 'gsEnq']);
    expect(statusProbes('ELGIN', 'vox').map((p) => p.query)).toEqual(['enq']);
  });
});

describe('code pages other than CP850', () => {
  const d = { blocks: [doc.text('Ação')] };
  it('Elgin selects CP860 with its own number (4) and sends CP860 bytes', () => {
    const hex = toHex(renderDocument(d, { model: 'ELGIN', size: 'large', codePage: 'cp860' }));
    expect(hex).toContain('1b7404');
    expect(hex).toContain('4187846f');
  });
  it('Daruma selects CP1252 as 3; Epson as 16', () => {
    expect(toHex(renderDocument(d, { model: 'DARUMA', size: 'large', codePage: 'cp1252' }))).toContain('1b740341e7e36f');
    expect(toHex(renderDocument(d, { model: 'EPSON', size: 'large', codePage: 'cp1252' }))).toContain('1b741041e7e36f');
  });
  it('a page the model lacks is refused in Portuguese (Bematech has no CP1252 in ESC/POS mode)', () => {
    expect(() => renderDocument(d, { model: 'BEMATECH', size: 'large', codePage: 'cp1252' })).toThrow('A impressora BEMATECH não tem a página de código cp1252');
  });
  it('ESC/Bema can print UTF-8 natively', () => {
    expect(toHex(renderDocument(d, { model: 'ESC_BEMA', size: 'large', codePage: 'utf8' }))).toContain('1b740841c3a7c3a36f');
  });
});
