// A growable byte buffer: encoders push single bytes far more often than arrays.
export class ByteWriter {
  private buf: Uint8Array;
  private len = 0;

  constructor(initial = 1024) {
    this.buf = new Uint8Array(initial);
  }

  private grow(extra: number): void {
    if (this.len + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  push(byte: number): void {
    if (this.len === this.buf.length) this.grow(1);
    this.buf[this.len++] = byte & 0xff;
  }

  pushAll(bytes: ArrayLike<number>): void {
    this.grow(bytes.length);
    for (let i = 0; i < bytes.length; i++) this.buf[this.len++] = (bytes[i] ?? 0) & 0xff;
  }

  /** ASCII-only strings (command letters, digits of a barcode). */
  pushAscii(text: string): void {
    this.grow(text.length);
    for (let i = 0; i < text.length; i++) this.buf[this.len++] = text.charCodeAt(i) & 0xff;
  }

  get length(): number {
    return this.len;
  }

  toBytes(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
