// On a PostgreSQL server (DATABASE_URL), a request that cannot get a connection or a lock in time is turned
// away as busy instead of hanging, while start-up work waits its turn however long it takes.
import { randomInt } from 'node:crypto';
import { TryLater } from '../http/try-later';
import type { Database } from './database';
import { DatabaseBusy, openPostgres } from './postgres';
import { waitForStartTurn } from './start-turn';

const url = process.env['DATABASE_URL'];
const WAIT_MS = 300;

/** A transaction that holds what `take` takes until the returned release is called. */
async function holding(db: Database, take: (tx: Database) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const done = db.transaction(async (tx) => {
    await take(tx);
    taken();
    await released;
  });
  await isTaken;
  return { release: () => (release(), done) };
}

(url ? describe : describe.skip)('a PostgreSQL pool under contention', () => {
  const opened: Database[] = [];
  const open = (maxConnections?: number) => {
    const db = openPostgres(url!, { waitMs: WAIT_MS, ...(maxConnections !== undefined && { maxConnections }) });
    opened.push(db);
    return db;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });

  it('turns a query away as busy (503, ask again) when no connection comes free in time', async () => {
    const db = open(1);
    const held = await holding(db, (tx) => tx.query('select 1'));
    const started = Date.now();
    const refused = await db.query('select 1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusy);
    expect(refused).toBeInstanceOf(TryLater);
    expect((refused as TryLater).statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    await held.release();
    await expect(db.query<{ one: number }>('select 1 as one')).resolves.toEqual([{ one: 1 }]);
  });

  it('turns a statement away as busy when a lock it waits for is held past the limit', async () => {
    const db = open();
    const key = randomInt(1, 2 ** 31 - 1);
    const held = await holding(db, (tx) => tx.query('select pg_advisory_xact_lock($1)', [key]));
    const refused = await db.transaction((tx) => tx.query('select pg_advisory_xact_lock($1)', [key])).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusy);
    await held.release();
    await expect(db.transaction((tx) => tx.query('select pg_advisory_xact_lock($1)', [key]))).resolves.toHaveLength(1);
  });

  it('lets start-up work wait for its turn longer than a request may', async () => {
    const db = open();
    const key = randomInt(1, 2 ** 31 - 1);
    const held = await holding(db, (tx) => waitForStartTurn(tx, key));
    const turn = db.transaction(async (tx) => {
      await waitForStartTurn(tx, key);
      return 'migrated';
    });
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS * 3));
    await held.release();
    await expect(turn).resolves.toBe('migrated');
  });
});
