// The one database interface the rest of the API sees, whether PGlite or a PostgreSQL server sits behind it.

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  /** One statement with `$1..$n` parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters: only for trusted scripts such as migrations. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls join the outer transaction. */
  transaction<R>(fn: (tx: Database) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
