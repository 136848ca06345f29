import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, CompiledQuery } from 'kysely';
import { PGliteDialect } from './db/pglite-dialect.js';
const client = await PGlite.create({ dataDir: '/tmp/amora-seed/pglite' });
const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(client) });
async function time(label: string, fn: () => Promise<unknown>, n = 500) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
}
await time('raw query', () => client.query('select 1'));
await time('raw query param', () => client.query('select $1::int', [1]));
await time('kysely sql', () => sql`select 1`.execute(db));
await time('kysely executeQuery', () => db.executeQuery(CompiledQuery.raw('select 1')));
const conn = { sql: 'select 1', parameters: [] };
await time('raw query again', () => client.query('select 1'));
await db.destroy();
