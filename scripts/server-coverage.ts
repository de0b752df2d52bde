// Which calls of spec/calls.json the server answers: a REST call when a route with its method and path (the
// business, context or root prefix as the call's scope says) is registered, a GraphQL call when the schema's
// Query or Mutation has its field. Prints one line per area and the total; `--missing <area>` lists what an
// area still lacks. Run: npx tsx scripts/server-coverage.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { routesOf } from '../src-server/app.js';
import { startServer } from '../src-server/server.js';

interface SpecCall {
  id: string;
  area: string;
  kind: 'rest' | 'gql';
  method: string | null;
  path: string;
  scope: string | null;
}

const root = path.resolve(import.meta.dirname, '..');
const calls = JSON.parse(readFileSync(path.join(root, 'spec/calls.json'), 'utf8')) as SpecCall[];
const shape = (url: string) => url.replace(/\/$/, '').replace(/:[A-Za-z_]+|\{[^}]+\}/g, ':p');

function restPaths(call: SpecCall): string[] {
  const p = call.path.replace(/^\//, '');
  switch (call.scope) {
    case 'business':
      return [`/businesses/{businessId}/${p}`];
    case 'context':
      return [`/admin/${p}`, `/partner/{partnerId}/${p}`, `/businesses/{businessId}/${p}`];
    case 'linkVendas':
      return [`/link-vendas/${p}`];
    default:
      return [`/${p}`];
  }
}

process.env.POS_AUTH_SECRET ??= 'coverage';
const server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl: null, seedDemo: false });
try {
  const routes = new Set(routesOf(server.app).map((r) => `${r.method} ${shape(r.url)}`));
  const schema = buildSchema(readFileSync(path.join(root, 'src-server/graphql/schema.graphql'), 'utf8'));
  const fields = new Set<string>();
  for (const t of [schema.getQueryType(), schema.getMutationType()] as (GraphQLObjectType | null | undefined)[]) for (const f of Object.keys(t?.getFields() ?? {})) fields.add(f);
  const answered = (c: SpecCall) => (c.kind === 'gql' ? fields.has(c.path) : restPaths(c).some((p) => routes.has(`${c.method} ${shape(p)}`)));

  const areas = new Map<string, { total: number; answered: number; missing: SpecCall[] }>();
  for (const c of calls) {
    const a = areas.get(c.area) ?? { total: 0, answered: 0, missing: [] };
    a.total++;
    if (answered(c)) a.answered++;
    else a.missing.push(c);
    areas.set(c.area, a);
  }
  const wanted = process.argv.indexOf('--missing');
  if (wanted >= 0) {
    const area = process.argv[wanted + 1] ?? '';
    for (const [name, a] of areas) if (name.toLowerCase().includes(area.toLowerCase())) for (const c of a.missing) console.log(`${c.id}\t${c.kind === 'gql' ? 'GQL' : c.method} ${c.kind === 'gql' ? c.path : restPaths(c)[0]}`);
  } else {
    let done = 0;
    for (const [name, a] of [...areas].sort((x, y) => x[0].localeCompare(y[0]))) {
      console.log(`${String(a.answered).padStart(4)} / ${String(a.total).padEnd(4)} ${name}`);
      done += a.answered;
    }
    console.log(`${done} of ${calls.length} calls answered`);
  }
} finally {
  await server.close();
}
