// A small local HTTP service answering CEP lookups like the public ones do (GET <base>/<8 digits> → JSON
// with cep, street, neighborhood, city, state…; an unknown CEP answers {"erro": true}). Test tooling: the
// terminal is pointed at it by POS_POSTAL_CODE_URL.
import { createServer, type Server } from 'node:http';

export interface PostalCodeService {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startPostalCodeService(known: Record<string, Record<string, string>>): Promise<PostalCodeService> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const cep = (req.url ?? '').split('/').filter(Boolean).pop() ?? '';
    requests.push(cep);
    const found = known[cep];
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(found ? { cep, ...found } : { erro: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closed = false;
  return {
    url: `http://127.0.0.1:${port}/cep`,
    requests,
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true;
            server.closeAllConnections();
            server.close(() => resolve());
          }),
  };
}
