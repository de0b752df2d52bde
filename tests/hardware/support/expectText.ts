// Decodes what a virtual printer received and checks the ticket's text is there, line by line, in order.
import { expect } from 'vitest';
import { decodeText } from '../../../src-shared/printing/codepages.js';
import type { Layout } from '../../../src-shared/printing/layout.js';
import type { CodePage } from '../../../src-shared/printing/models.js';

export function expectLayoutPrinted(received: Uint8Array, l: Layout, page: CodePage = 'cp850'): void {
  const text = decodeText(received, page);
  let at = 0;
  for (const line of l.lines) {
    if (line.kind !== 'text') continue;
    for (const seg of line.segments) {
      if (!seg.text) continue;
      const found = text.indexOf(seg.text, at);
      expect(found, `"${seg.text}" (${l.model} ${l.size}) not found after offset ${at}`).toBeGreaterThanOrEqual(0);
      at = found + seg.text.length;
    }
  }
}
