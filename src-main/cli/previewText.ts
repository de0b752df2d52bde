// A laid-out ticket as plain text for the terminal, inside a frame as wide as the paper.
import type { Layout } from '../../src-shared/printing/layout.js';

export function renderPreviewText(l: Layout): string {
  const w = l.columns;
  const out = [`+${'-'.repeat(w)}+`];
  const row = (text: string): void => {
    out.push(`|${text.padEnd(w).slice(0, w)}|`);
  };
  for (const line of l.lines) {
    switch (line.kind) {
      case 'text': {
        const text = line.segments.map((s) => (s.style.width === 2 ? s.text.split('').join(' ') : s.text)).join('');
        const room = Math.max(0, w - text.length);
        row(line.align === 'end' ? ' '.repeat(room) + text : line.align === 'center' ? ' '.repeat(Math.floor(room / 2)) + text : text);
        break;
      }
      case 'qr':
        row(`[QR ${line.data.slice(0, w - 6)}]`.padStart(Math.floor((w + Math.min(w, line.data.length + 5)) / 2)));
        break;
      case 'barcode':
        row(`||| ${line.symbology} ${line.data} |||`);
        break;
      case 'feed':
        for (let i = 0; i < Math.min(line.lines, 2); i++) row('');
        break;
      case 'cut':
        out.push(`+${'~'.repeat(w)}+ (corte ${line.mode === 'full' ? 'total' : 'parcial'})`);
        break;
      case 'drawer':
        row('[abre a gaveta]');
        break;
      case 'beep':
        row('[bipe]');
        break;
    }
  }
  return out.join('\n');
}
