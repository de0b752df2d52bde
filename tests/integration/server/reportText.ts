// The text a person sees in a downloaded report, for the report tests to assert on: the spreadsheet's cells in
// order, the PDF's drawn strings.
import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';

/** The text a person sees in the spreadsheet: its cells in order, shared strings resolved. */
export function sheetText(data: Uint8Array): string {
  const files = unzipSync(data);
  const read = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const unescape = (t: string) => t.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const shared = [...read('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => unescape(m[1] ?? ''));
  const cells = [...read('xl/worksheets/sheet1.xml').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((m) => {
    const attrs = m[1] ?? '';
    const inner = m[2] ?? '';
    if (/t="s"/.test(attrs)) return shared[Number(/<v>(\d+)<\/v>/.exec(inner)?.[1])] ?? '';
    if (/t="inlineStr"/.test(attrs)) return unescape(inner);
    return unescape(/<v>([^<]*)<\/v>/.exec(inner)?.[1] ?? '');
  });
  return cells.filter((c) => c !== '').join(' ');
}

/** The text drawn on the PDF's pages: its content streams inflated, the shown strings (WinAnsi) decoded. */
export function pdfText(data: Uint8Array): string {
  const raw = Buffer.from(data).toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push((shown[1] ?? '').replace(/\\(.)/g, '$1'));
  }
  return parts.join(' ');
}
