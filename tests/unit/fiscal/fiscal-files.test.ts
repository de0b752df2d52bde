// The accountant's files, byte for byte: SPED EFD ICMS/IPI (Guia Prático 3.1) and SINTEGRA (Convênio ICMS 57/95)
// of a small month — two authorised NFC-e and a cancelled one, one supplier NF-e — against the text each layout
// gives field by field (see the record layouts in src-server/fiscal/sped.ts and sintegra.ts).
import { describe, expect, it } from 'vitest';
import type { NoteItem } from '../../../src-server/db/tables/fiscal.js';
import type { FilerProfile } from '../../../src-server/fiscal/fileProfile.js';
import { periodOf } from '../../../src-server/fiscal/period.js';
import { sintegraFile, sintegraLines } from '../../../src-server/fiscal/sintegra.js';
import { spedFile, spedLines, spedVersion, type FiscalNote } from '../../../src-server/fiscal/sped.js';

const profile: FilerProfile = {
  cnpj: '11222333000181',
  ie: '111222333444',
  name: 'Cantina Teste Ltda',
  tradeName: 'Cantina Bella Napoli',
  uf: 'SP',
  cityCode: '3550308',
  cityName: 'São Paulo',
  street: 'Rua Augusta',
  number: '1500',
  complement: 'Loja 2',
  district: 'Consolação',
  cep: '01304001',
  phone: '1133334444',
};

const item = (n: number, over: Partial<NoteItem>): NoteItem => ({
  n,
  code: `P${n}`,
  barcode: null,
  description: `Item ${n}`,
  ncm: '19059090',
  cfop: '5102',
  unit: 'UN',
  quantity: 1000,
  unitPrice: 0,
  total: 0,
  icmsBase: 0,
  icmsValue: 0,
  icmsRateBps: 0,
  cst: '00',
  ...over,
});

const K1 = '35261111222333000181650010000000011000000010';
const K2 = '35261111222333000181650010000000021000000027';
const K3 = '35261111222333000181650010000000031000000033';
const notes: FiscalNote[] = [
  // 69,90 pizza at 18 % + 7,00 soda (CST 60), service fee 7,69 → VL_DOC 84,59; the fee goes on the first C190
  { key: K1, model: '65', series: 1, number: 1, day: '2026-11-03', status: 'autorizada', total: 8459, icmsBase: 6990, icmsValue: 1258, items: [item(1, { total: 6990, icmsBase: 6990, icmsValue: 1258, icmsRateBps: 1800 }), item(2, { cfop: '5405', cst: '60', total: 700 })] },
  // 20,00 with a 2,00 discount
  { key: K2, model: '65', series: 1, number: 2, day: '2026-11-03', status: 'autorizada', total: 1800, icmsBase: 0, icmsValue: 0, items: [item(1, { cst: '40', total: 2000 })] },
  { key: K3, model: '65', series: 1, number: 3, day: '2026-11-04', status: 'cancelada', total: 990, icmsBase: 0, icmsValue: 0, items: [item(1, { cst: '41', total: 990 })] },
];

describe('SPED EFD ICMS/IPI of a month', () => {
  it('writes every record of the Guia Prático, in order, with the counts of blocks and of the file', () => {
    expect(spedLines(profile, periodOf('2026-11'), notes)).toEqual([
      '|0000|020|0|01112026|30112026|Cantina Teste Ltda|11222333000181||SP|111222333444|3550308|||A|1|',
      '|0001|0|',
      '|0005|Cantina Bella Napoli|01304001|Rua Augusta|1500|Loja 2|Consolação|1133334444|||',
      '|0990|4|',
      '|B001|1|',
      '|B990|2|',
      '|C001|0|',
      `|C100|1|0||65|00|1|1|${K1}|03112026||84,59|0|0,00|0,00|76,90|9|0,00|0,00|7,69|69,90|12,58||||||||`,
      '|C190|000|5102|18,00|77,59|69,90|12,58|0,00|0,00|0,00|0,00||',
      '|C190|060|5405|0,00|7,00|0,00|0,00|0,00|0,00|0,00|0,00||',
      `|C100|1|0||65|00|1|2|${K2}|03112026||18,00|0|2,00|0,00|20,00|9|0,00|0,00|0,00|0,00|0,00||||||||`,
      '|C190|040|5102|0,00|18,00|0,00|0,00|0,00|0,00|0,00|0,00||',
      `|C100|1|0||65|02|1|3|${K3}|||||||||||||||||||||`,
      '|C990|8|',
      '|D001|1|',
      '|D990|2|',
      '|E001|0|',
      '|E100|01112026|30112026|',
      '|E110|12,58|0,00|0,00|0,00|0,00|0,00|0,00|0,00|0,00|12,58|0,00|12,58|0,00|0,00|',
      '|E990|4|',
      '|G001|1|',
      '|G990|2|',
      '|H001|1|',
      '|H990|2|',
      '|K001|1|',
      '|K990|2|',
      '|1001|0|',
      '|1010|N|N|N|N|N|N|N|N|N|N|N|N|N|',
      '|1990|3|',
      '|9001|0|',
      '|9900|0000|1|',
      '|9900|0001|1|',
      '|9900|0005|1|',
      '|9900|0990|1|',
      '|9900|B001|1|',
      '|9900|B990|1|',
      '|9900|C001|1|',
      '|9900|C100|3|',
      '|9900|C190|3|',
      '|9900|C990|1|',
      '|9900|D001|1|',
      '|9900|D990|1|',
      '|9900|E001|1|',
      '|9900|E100|1|',
      '|9900|E110|1|',
      '|9900|E990|1|',
      '|9900|G001|1|',
      '|9900|G990|1|',
      '|9900|H001|1|',
      '|9900|H990|1|',
      '|9900|K001|1|',
      '|9900|K990|1|',
      '|9900|1001|1|',
      '|9900|1010|1|',
      '|9900|1990|1|',
      '|9900|9001|1|',
      '|9900|9990|1|',
      '|9900|9999|1|',
      '|9900|9900|29|',
      '|9990|32|',
      '|9999|61|',
    ]);
  });

  it('a C100 has the 29 fields of its layout and a C190 the 12 of its own', () => {
    const lines = spedLines(profile, periodOf('2026-11'), notes);
    for (const l of lines.filter((x) => x.startsWith('|C100|'))) expect(l.split('|').length - 2).toBe(29);
    for (const l of lines.filter((x) => x.startsWith('|C190|'))) expect(l.split('|').length - 2).toBe(12);
  });

  it('files a denied note as COD_SIT 04 and each voided number as COD_SIT 05 with only REG to NUM_DOC, no children', () => {
    const K4 = '35261111222333000181650010000000041000000049';
    const denied: FiscalNote = { key: K4, model: '65', series: 1, number: 4, day: '2026-11-05', status: 'denegada', total: 500, icmsBase: 0, icmsValue: 0, items: [item(1, { total: 500 })] };
    // 5–7 voided; 3 was asked again but is a cancelled note (SEFAZ keeps the note), 9 only as a note marked voided.
    const marked: FiscalNote = { key: '', model: '65', series: 1, number: 9, day: '2026-11-06', status: 'inutilizada', total: 0, icmsBase: 0, icmsValue: 0, items: [] };
    const lines = spedLines(profile, periodOf('2026-11'), [...notes, denied, marked], [
      { model: '65', series: 1, firstNumber: 5, lastNumber: 7 },
      { model: '65', series: 1, firstNumber: 3, lastNumber: 3 },
    ]);
    const blockC = lines.slice(lines.indexOf('|C001|0|'), lines.findIndex((l) => l.startsWith('|C990|')) + 1);
    expect(blockC.filter((l) => l.startsWith('|C100|')).slice(2)).toEqual([
      `|C100|1|0||65|02|1|3|${K3}|||||||||||||||||||||`,
      `|C100|1|0||65|04|1|4|${K4}|||||||||||||||||||||`,
      '|C100|1|0||65|05|1|5||||||||||||||||||||||',
      '|C100|1|0||65|05|1|6||||||||||||||||||||||',
      '|C100|1|0||65|05|1|7||||||||||||||||||||||',
      '|C100|1|0||65|05|1|9||||||||||||||||||||||',
    ]);
    for (const l of blockC.filter((x) => x.startsWith('|C100|'))) expect(l.split('|').length - 2).toBe(29);
    // No C190 after a cancelled, denied or voided C100: the three C190 are the two authorised notes'.
    expect(blockC.slice(blockC.indexOf(`|C100|1|0||65|02|1|3|${K3}|||||||||||||||||||||`))).toHaveLength(7);
    expect(blockC.at(-1)).toBe('|C990|13|');
    expect(lines).toContain('|9900|C100|8|');
    expect(lines).toContain('|9900|C190|3|');
    expect(lines.at(-2)).toBe('|9990|32|');
    expect(lines.at(-1)).toBe(`|9999|${lines.length}|`);
    expect(lines.length).toBe(66);
    // The apuração is the authorised notes' alone.
    expect(lines).toContain('|E110|12,58|0,00|0,00|0,00|0,00|0,00|0,00|0,00|0,00|12,58|0,00|12,58|0,00|0,00|');
  });

  it('is ISO-8859-1 with CR LF, and the version follows the year', () => {
    const bytes = spedFile(profile, periodOf('2026-11'), notes);
    expect(bytes.includes(Buffer.from([0xe7, 0xe3]))).toBe(true); // "çã" of Consolação in Latin-1
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('|0000|02');
    expect(bytes.subarray(bytes.length - 2).toString('latin1')).toBe('\r\n');
    expect([spedVersion(2024), spedVersion(2025), spedVersion(2026)]).toEqual(['018', '019', '020']);
  });
});

describe('SINTEGRA of a month', () => {
  const purchase = {
    issuerDocument: '44555666000177',
    issuerIe: '987654321000',
    issuerUf: 'SP',
    model: '55',
    series: 2,
    number: 4567,
    day: '2026-11-02',
    items: [item(1, { cfop: '1102', total: 10000, icmsBase: 10000, icmsValue: 1800, icmsRateBps: 1800 }), item(2, { cfop: '1403', total: 5000 })],
  };

  it('writes records 10, 11, 50, 61 and 90 of 126 characters each, as the Manual places every field', () => {
    const lines = sintegraLines(profile, periodOf('2026-11'), notes, [purchase]);
    expect(lines).toEqual([
      '10' + '11222333000181' + '111222333444  ' + 'CANTINA TESTE LTDA                 ' + 'SAO PAULO                     ' + 'SP' + '0000000000' + '20261101' + '20261130' + '331',
      '11' + 'RUA AUGUSTA                       ' + '01500' + 'LOJA 2                ' + 'CONSOLACAO     ' + '01304001' + 'CANTINA TESTE LTDA          ' + '001133334444',
      '50' + '44555666000177' + '987654321000  ' + '20261102' + 'SP' + '55' + '2  ' + '004567' + '1102' + 'T' + '0000000010000' + '0000000010000' + '0000000001800' + '0000000000000' + '0000000000000' + '1800' + 'N',
      '50' + '44555666000177' + '987654321000  ' + '20261102' + 'SP' + '55' + '2  ' + '004567' + '1403' + 'T' + '0000000005000' + '0000000000000' + '0000000000000' + '0000000005000' + '0000000000000' + '0000' + 'N',
      '61' + ' '.repeat(28) + '20261103' + '65' + '1  ' + '  ' + '000001' + '000002' + '0000000010259' + '0000000006990' + '000000001258' + '0000000003269' + '0000000000000' + '1800' + ' ',
      '61' + ' '.repeat(28) + '20261104' + '65' + '1  ' + '  ' + '000003' + '000003' + '0000000000000' + '0000000000000' + '000000000000' + '0000000000000' + '0000000000000' + '0000' + ' ',
      '90' + '11222333000181' + '111222333444  ' + '5000000002' + '6100000002' + '9900000007' + ' '.repeat(65) + '1',
    ]);
    for (const l of lines) expect(l).toHaveLength(126);
  });

  it('ends every record with CR LF', () => {
    const text = sintegraFile(profile, periodOf('2026-11'), notes, [purchase]).toString('latin1');
    expect(text.split('\r\n')).toHaveLength(8);
  });
});
