// The on-screen preview draws the same lines the printer prints.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { layout, layoutText } from '../../../src-shared/printing/layout.js';
import { buildTemplate } from '../../../src-shared/printing/templates/index.js';
import { conferenceSample } from '../../../src-shared/printing/templates/samples.js';
import type { Layout } from '../../../src-shared/printing/layout.js';
import { renderPreviewText } from '../../../src-main/cli/previewText.js';

// The component is a .tsx file of the renderer; tests are type-checked without JSX, so it is loaded by path.
const componentPath = '../../../src-renderer/printing/ReceiptPreview.js';
const { ReceiptPreview } = (await import(componentPath)) as {
  ReceiptPreview: (props: { layout: Layout; printerNotice?: string | null }) => ReactElement;
};

describe('ticket preview', () => {
  const l = layout(buildTemplate('conference', conferenceSample), 'ESC_POS', 'medium');

  it('the screen shows every printed line, the paper width and a notice when the printer is down', () => {
    const html = renderToStaticMarkup(createElement(ReceiptPreview, { layout: l, printerNotice: 'Impressora Caixa sem papel: confira o cupom aqui' }));
    for (const line of layoutText(l)) {
      for (const word of line.split(/ +/).filter(Boolean)) expect(html).toContain(word.replace(/&/g, '&amp;'));
    }
    expect(html).toContain('data-columns="42"');
    expect(html).toContain('Impressora Caixa sem papel');
    expect(html).toContain('ESC_POS · papel 80 mm · 42 colunas');
    expect(html).toContain('font-weight:700');
  });

  it('the technician sees the same ticket in the terminal', () => {
    const text = renderPreviewText(l);
    expect(text).toContain('|Subtotal                         R$ 222,27|');
    expect(text).toContain('(corte parcial)');
  });
});
