import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for an in-process PGlite database.
 *
 * Why not `kysely-pglite`'s dialect as is: PGlite is ONE Postgres session, and kysely-pglite 0.6
 * hands that session to every Kysely connection at the same time, so while one request runs a
 * transaction (BEGIN … COMMIT) the queries of concurrent requests would silently run inside it.
 * This driver is a pool of exactly one connection: `acquireConnection` waits until the previous
 * holder released it, so a transaction owns the session until it ends. It also reports
 * `numAffectedRows` (kysely-pglite returns 0 for every UPDATE/DELETE) and uses the Postgres
 * adapter of the Kysely version this package depends on (kysely-pglite resolves Kysely 0.27).
 *
 * Consequence: inside `db.transaction().execute(trx => …)` only `trx` may be used; a query on
 * `db` there waits for the transaction and deadlocks.
 */
export class PGliteDialect implements Dialect {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#client);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    // PostgresIntrospector is typed for Kysely<any>; unknown is assignable at runtime.
    return new PostgresIntrospector(db as ConstructorParameters<typeof PostgresIntrospector>[0]);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

const DML = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = (result as { command?: string }).command;
    if (command !== undefined && DML.has(command) && result.affectedRows !== undefined) {
      return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
    }
    return { rows: result.rows };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors; Kysely only calls this for .stream().
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #connection: PGliteConnection;
  /** Resolves when the current holder releases the single connection. */
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.#client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
