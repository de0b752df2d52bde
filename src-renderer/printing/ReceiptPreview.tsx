// The ticket as it will come out of the printer, drawn on screen from the same layout the encoder prints:
// same line breaks, same bold/underline/double sizes, QR and barcodes as labelled boxes.
import type { CSSProperties } from 'react';
import type { LaidLine, Layout, Segment } from '../../src-shared/printing/layout.js';
import { columnsFor } from '../../src-shared/printing/models.js';
import { previewMessages as m } from './messages.js';

function segmentStyle(seg: Segment, layout: Layout): CSSProperties {
  const s = seg.style;
  // Font B is narrower: scale it so its line fills the same paper width as font A.
  const narrow = s.font === 'B' ? columnsFor(layout.model, layout.size, 'A') / columnsFor(layout.model, layout.size, 'B') : 1;
  const scaleX = s.width * narrow;
  return {
    fontWeight: s.bold ? 700 : 400,
    textDecoration: s.underline ? 'underline' : undefined,
    display: 'inline-block',
    whiteSpace: 'pre',
    transformOrigin: 'left bottom',
    transform: scaleX !== 1 || s.height !== 1 ? `scale(${scaleX}, ${s.height})` : undefined,
    // The scaled box keeps its layout width unless we reserve it.
    marginRight: scaleX !== 1 ? `${(scaleX - 1) * seg.text.length}ch` : undefined,
    lineHeight: s.height === 2 ? '1.1em' : undefined,
    marginTop: s.height === 2 ? '1.1em' : undefined,
  };
}

const justify = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

function Line({ line, layout }: { line: LaidLine; layout: Layout }) {
  switch (line.kind) {
    case 'text':
      return (
        <div className="flex" style={{ justifyContent: justify[line.align], minHeight: '1.25em' }} data-kind="text">
          <span>
            {line.segments.map((seg, i) => (
              <span key={i} style={segmentStyle(seg, layout)}>
                {seg.text}
              </span>
            ))}
          </span>
        </div>
      );
    case 'qr':
      return (
        <div className="my-1 flex" style={{ justifyContent: justify[line.align] }} data-kind="qr">
          <div className="flex h-28 w-28 flex-col items-center justify-center border-2 border-slate-800 text-center text-[10px] leading-tight" title={line.data}>
            <span className="font-bold">{m.qr}</span>
            <span className="break-all px-1 text-slate-500">{line.data.slice(0, 60)}</span>
          </div>
        </div>
      );
    case 'barcode':
      return (
        <div className="my-1 flex" style={{ justifyContent: justify[line.align] }} data-kind="barcode">
          <div className="flex flex-col items-center">
            <div className="h-10 w-48" style={{ background: 'repeating-linear-gradient(90deg,#1e293b 0 2px,transparent 2px 4px,#1e293b 4px 5px,transparent 5px 8px)' }} />
            {line.hri && <span className="text-xs">{line.data}</span>}
          </div>
        </div>
      );
    case 'feed':
      return <div style={{ height: `${Math.min(line.lines, 3) * 1.25}em` }} />;
    case 'cut':
      return (
        <div className="my-2 border-t-2 border-dashed border-slate-400 text-center text-[10px] text-slate-400" data-kind="cut">
          {line.mode === 'full' ? m.cutFull : m.cutPartial}
        </div>
      );
    case 'drawer':
      return <div className="text-center text-[10px] text-slate-400">{m.drawer}</div>;
    case 'beep':
      return <div className="text-center text-[10px] text-slate-400">{m.beep}</div>;
  }
}

export interface ReceiptPreviewProps {
  layout: Layout;
  /** Shown above the paper when the printer cannot print now ("Impressora da cozinha sem papel"). */
  printerNotice?: string | null;
}

export function ReceiptPreview({ layout, printerNotice }: ReceiptPreviewProps) {
  return (
    <figure className="inline-flex flex-col items-center gap-2" aria-label={m.label}>
      {printerNotice && (
        <div role="status" className="rounded bg-amber-100 px-3 py-1 text-sm text-amber-900">
          {printerNotice}
        </div>
      )}
      <div
        className="bg-white px-3 py-4 font-mono text-[13px] text-slate-900 shadow-md"
        style={{ width: `calc(${layout.columns}ch + 1.5rem)`, overflow: 'hidden' }}
        data-columns={layout.columns}
      >
        {layout.lines.map((line, i) => (
          <Line key={i} line={line} layout={layout} />
        ))}
      </div>
      <figcaption className="text-xs text-slate-500">{m.caption(layout.model, layout.size, layout.columns)}</figcaption>
    </figure>
  );
}
