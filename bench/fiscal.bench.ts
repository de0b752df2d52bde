// NFC-e per receipt: build the XML, sign it (RSA-SHA1, 2048-bit A1), compute the offline QR code, lay out both
// DANFE copies with the printing area's template and encode them to ESC/POS bytes. Target: p95 under 10 ms.
// `npm run bench -- fiscal`
import { danfeCopies, printingDanfeData } from '../src-shared/fiscal/danfe.js';
import { renderDocument } from '../src-shared/printing/compile.js';
import { danfeNfce } from '../src-shared/printing/templates/danfeNfce.js';
import { openPfx } from '../src-main/fiscal/certificate.js';
import { emitNfce } from '../src-main/fiscal/emit.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../tests/unit/fiscal/fixtures.js';
import { target } from './targets.js';

const t = makeTestCertificate();
const cert = openPfx(t.pfx, t.password);
const sales = variedSales();
const since = new Date(Date.now() - 600_000);

function receipt(i: number): number {
  const sale = sales[i % sales.length]!;
  const signed = emitNfce(
    { business: simplesBusiness, sale, serie: 890, nNF: 1 + i, cNF: String(10_000_000 + ((i * 7919) % 89_999_999)), emittedAt: new Date(), contingency: { since, reason: 'Sem comunicação com a SEFAZ no momento da venda' }, verProc: 'BalcaoPDV 0.1.0' },
    cert,
  );
  let bytes = 0;
  for (const copy of danfeCopies(signed.built)) {
    const document = danfeNfce(printingDanfeData({ built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave, copy }));
    bytes += renderDocument(document, { model: 'ESC_POS', size: 'medium' }).length;
  }
  return bytes + signed.xml.length;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

for (let i = 0; i < 40; i++) receipt(i);
const runs = 400;
const all: number[] = [];
const bySize = new Map<string, number[]>();
for (let i = 0; i < runs; i++) {
  const items = sales[i % sales.length]!.items.length;
  const started = performance.now();
  receipt(i);
  const ms = performance.now() - started;
  all.push(ms);
  const bucket = items <= 5 ? '1-5 items' : items <= 20 ? '6-20 items' : '21-50 items';
  bySize.set(bucket, [...(bySize.get(bucket) ?? []), ms]);
}
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `n=${s.length} p50=${pct(s, 50).toFixed(2)} ms p95=${pct(s, 95).toFixed(2)} ms max=${s[s.length - 1]!.toFixed(2)} ms`;
};
console.log(`NFC-e build + sign + QR + DANFE bytes (2 copies), ${runs} receipts of 1-50 items`);
for (const [k, v] of [...bySize.entries()].sort()) console.log(`  ${k.padEnd(12)} ${fmt(v)}`);
const sorted = [...all].sort((a, b) => a - b);
console.log(`  all          ${fmt(all)}`);
const p95 = pct(sorted, 95);
if (target('NFC-e per receipt p95', p95, 'below', 10, 'ms')) console.log(`OK: p95 ${p95.toFixed(2)} ms < 10 ms`);
