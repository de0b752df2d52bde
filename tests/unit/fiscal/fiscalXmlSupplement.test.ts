// withSupplement's edge (nfceXml.ts): the QR supplement goes right before the Signature wherever it stands; only a
// document without a Signature is refused. Its own file so the fiscal-xml set's incremental results of the other
// files stay valid.
import { describe, expect, it } from 'vitest';
import { withSupplement } from '../../../src-shared/fiscal/nfceXml.js';

describe('the QR supplement', () => {
  it('a Signature at the very start still takes the supplement before it (only a missing one is refused)', () => {
    expect(withSupplement('<Signature>s</Signature>', 'q', 'u')).toBe('<infNFeSupl><qrCode>q</qrCode><urlChave>u</urlChave></infNFeSupl><Signature>s</Signature>');
    expect(() => withSupplement('<NFe/>', 'q', 'u')).toThrow('signed NFe has no Signature');
  });
});
