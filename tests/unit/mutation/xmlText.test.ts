// Survivor of the mutation run on src-shared/fiscal/xmlText.ts (mutation/README.md): a product or customer name
// with & < > must reach the NFC-e escaped exactly as Canonical XML writes it, or the signed digest does not match
// what SEFAZ recomputes (and a raw & breaks the document).
import { describe, expect, it } from 'vitest';
import { esc, tag } from '../../../src-shared/fiscal/xmlText.js';

describe('fiscal XML text', () => {
  it('escapes & < > and nothing else, as Canonical XML does', () => {
    expect(esc(`Filé & Fritas <M> "G" 'P'`)).toBe(`Filé &amp; Fritas &lt;M&gt; "G" 'P'`);
    expect(tag('xProd', 'Arroz & Feijão > 2')).toBe('<xProd>Arroz &amp; Feijão &gt; 2</xProd>');
    expect(tag('xProd', undefined)).toBe('');
  });
});
