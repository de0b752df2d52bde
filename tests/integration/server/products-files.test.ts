// The menu's files over HTTP on PGlite: a spreadsheet import (XLSX and CSV, multipart) reports row by row what was
// refused and why while the good rows go in; a file that is no spreadsheet is refused whole; the Toledo scale file
// is the documented fixed-width layout, byte for byte.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Report = { created: number; productIds: string[]; refused: { line: number; name: string; reasons: string[] }[] };

async function upload(c: Client, data: Uint8Array, fileName: string): Promise<{ status: number; body: Report & { message?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>]), fileName);
  const res = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}`, role: 'business', 'idempotency-key': newId() },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Report & { message?: string } };
}

const names = async () =>
  (await manager.gql<{ products: { name: string; price: number; internalCode: string | null; categoryId: string | null }[] }>(`query($b: ID!){ products(businessId: $b){ name price internalCode categoryId } }`, { b: DEMO_BUSINESS_ID })).body.data?.products ?? [];

describe('products/import', () => {
  it('imports an XLSX: good rows go in, broken rows are reported with their line and reason', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Cardápio');
    sheet.addRow(['Nome', 'Código', 'Código de barras', 'Preço', 'Categoria']);
    sheet.addRow(['Esfiha de carne', '1001', '7890000000011', 6.5, 'Porções']);
    sheet.addRow(['', '1002', '', 7, '']);
    sheet.addRow(['Kibe frito', '1003', '', 'sete reais', '']);
    sheet.addRow(['Coxinha', '200', '', '8,00', '']);
    sheet.addRow(['Empada', '1005', '', '-1,00', '']);
    sheet.addRow(['Pão de queijo', '1006', '', 'R$ 1.234,56', 'Padaria']);
    sheet.addRow(['Pastel de vento', '1007', '', '9,9', 'bebidas']);
    sheet.addRow(['Pastel repetido', '1007', '', '9,9', '']);
    const data = new Uint8Array(await book.xlsx.writeBuffer());
    const res = await upload(manager, data, 'cardapio.xlsx');
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(2);
    expect(res.body.refused).toEqual([
      { line: 3, name: '', reasons: ['Nome em branco'] },
      { line: 4, name: 'Kibe frito', reasons: ['Preço inválido: "sete reais"'] },
      { line: 5, name: 'Coxinha', reasons: ['Código 200 já usado'] },
      { line: 6, name: 'Empada', reasons: ['Preço abaixo de zero'] },
      { line: 7, name: 'Pão de queijo', reasons: ['Categoria "Padaria" não existe'] },
      { line: 9, name: 'Pastel repetido', reasons: ['Código 1007 já usado'] },
    ]);
    const all = await names();
    expect(all.find((p) => p.name === 'Esfiha de carne')).toMatchObject({ price: 650, internalCode: '1001' });
    expect(all.find((p) => p.name === 'Pastel de vento')).toMatchObject({ price: 990, internalCode: '1007' });
    expect(all.map((p) => p.name)).not.toContain('Empada');
  });

  it('imports a CSV with ";" and decimal commas, and one with ","', async () => {
    const semicolon = 'nome;codigo;preco;categoria\nSuco de uva;1101;12,50;Bebidas\nSuco de caju;1102;;Bebidas\n';
    const a = await upload(manager, new TextEncoder().encode(semicolon), 'sucos.csv');
    expect([a.status, a.body.created, a.body.refused]).toEqual([201, 1, [{ line: 3, name: 'Suco de caju', reasons: ['Preço inválido: ""'] }]]);
    const comma = 'name,code,price\nÁgua com gás,1201,5.00\n';
    const b = await upload(manager, new TextEncoder().encode(comma), 'agua.csv');
    expect([b.status, b.body.created]).toEqual([201, 1]);
    expect((await names()).find((p) => p.name === 'Água com gás')?.price).toBe(500);
  });

  it('refuses a file that is not a spreadsheet, and a cashier', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const res = await upload(manager, png, 'foto.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Envie uma planilha .xlsx ou .csv');
    expect((await upload(cashier, new TextEncoder().encode('nome;preco\nX;1\n'), 'x.csv')).status).toBe(403);
  });

  // The time (under 5 s) is measured by bench/menu-import.bench.ts on a quiet machine, not here under the suite's load.
  it('imports 2,000 products in one upload', async () => {
    const lines = ['nome;codigo;preco'];
    for (let i = 0; i < 2000; i++) lines.push(`Produto ${i};${50_000 + i};${(i % 90) + 1},90`);
    const res = await upload(manager, new TextEncoder().encode(lines.join('\n')), 'grande.csv');
    expect([res.status, res.body.created, res.body.refused.length]).toEqual([201, 2000, 0]);
    const all = await names();
    expect(all.find((p) => p.name === 'Produto 1999')).toMatchObject({ price: 2090, internalCode: '51999' });
  });
});

describe('products/export-to-scale', () => {
  async function scale(format: string, filters: Record<string, unknown> = {}): Promise<{ status: number; text: string; name: string | null }> {
    const res = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/products/export-to-scale`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}`, role: 'business', 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { format, ...filters } }),
    });
    return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString('latin1'), name: res.headers.get('content-disposition') };
  }

  it('writes ITENSMGV.TXT: 150 characters per item, CRLF, the buffet by weight', async () => {
    const res = await scale('TOLEDO_ITENSMGV', { onlyWeighed: true });
    expect(res.status).toBe(200);
    expect(res.name).toContain('ITENSMGV.TXT');
    const tail = '000000' + '0000' + '000000' + '0' + '1' + '0000' + '0'.repeat(12) + '0'.repeat(11) + '0' + '0'.repeat(24) + '0'.repeat(12);
    expect(res.text).toBe('01' + '0' + '000700' + '007490' + '000' + 'BUFFET POR QUILO'.padEnd(50, ' ') + tail + '\r\n');
    expect(res.text.length).toBe(152);
  });

  it('writes TXITENS.TXT: 320 characters per item, unit items typed 1, accents dropped', async () => {
    const res = await scale('TOLEDO_TXITENS');
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines.every((l) => l.length === 320)).toBe(true);
    const pudim = lines.find((l) => l.includes('PUDIM'));
    expect(pudim).toBe('01' + '00' + '1' + '000800' + '001290' + '000' + 'PUDIM DE LEITE'.padEnd(50, ' ') + ' '.repeat(250));
    expect(lines.find((l) => l.includes('PETIT'))?.slice(20, 70)).toBe('PETIT GATEAU COM SORVETE'.padEnd(50, ' '));
    expect(lines.map((l) => l.slice(5, 11))).toEqual([...lines.map((l) => l.slice(5, 11))].sort());
    expect((await scale('FILIZOLA')).status).toBe(400);
  });
});
