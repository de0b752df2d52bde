// The SEFAZ simulator's check of an NFe's XML signature, in a worker thread: SEFAZ checks on its own machines, so
// the simulator's heaviest work (xml-crypto's DOM and XPath over the whole note) does not share the event loop of
// the terminal and server it answers in tests and benchmarks. Plain JS so it runs under tsx, vitest and node alike.
import { parentPort } from 'node:worker_threads';
import { SignedXml } from 'xml-crypto';

parentPort.on('message', ({ id, xml, pem, signature }) => {
  let ok;
  try {
    const sig = new SignedXml({ publicCert: pem });
    // NFe, events and inutNFe name their signed element by `Id` only (their schemas allow no ID/id): searching the
    // whole note once per spelling was two thirds of the check's time.
    sig.idAttributes = ['Id'];
    sig.loadSignature(signature);
    ok = sig.checkSignature(xml);
  } catch {
    ok = false;
  }
  parentPort.postMessage({ id, ok });
});
