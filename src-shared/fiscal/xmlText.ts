// The few XML-writing helpers the fiscal builders need: documents are written compact (whitespace counts in the
// signed digest) and in schema order, so plain strings are the simplest correct tool.

/** Text content escaped exactly as Canonical XML writes it (& < > only), so our output is already canonical. */
export function esc(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** `<name>text</name>`, escaped; nothing when the value is undefined. */
export function tag(name: string, value: string | number | undefined): string {
  if (value === undefined) return '';
  return `<${name}>${esc(String(value))}</${name}>`;
}

/** `<name>inner</name>` with inner already XML. */
export function group(name: string, inner: string, attrs = ''): string {
  return `<${name}${attrs}>${inner}</${name}>`;
}

export const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';
