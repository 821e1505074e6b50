import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../src/adapters/postgres/postgres-js-database';
import type { SqlDatabase, SqlSession } from '../../../src/adapters/postgres/sql-database';
import { migratedPostgres } from './postgres-test-database';

/**
 * Units of work that write at the same time share one commit on PostgreSQL (one flush to disk for all of them),
 * each in a savepoint of its own: none is answered before that commit, and one that fails is rolled back alone.
 */
const gate = () => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

const write = (session: SqlSession, name: string) =>
  session.query('INSERT INTO counters (name, value) VALUES ($1, $2)', [name, name]);

describe('shared commits on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof migratedPostgres>>;
  let observer: SqlDatabase;
  beforeAll(async () => {
    database = await migratedPostgres();
    observer = await openPostgresDatabase(database.url, { poolSize: 1 });
  });
  afterAll(async () => {
    await observer.close();
    await database.drop();
  });
  const visible = async (names: readonly string[]) =>
    (
      await observer.query<{ name: string }>('SELECT name FROM counters WHERE name = ANY($1) ORDER BY name', [names])
    ).rows.map((row) => row.name);

  it('answers a unit only when the units that joined its transaction are done, and commits them together', async () => {
    const { db } = database;
    const firstMayWrite = gate();
    const secondMayFinish = gate();
    const firstJoined = gate();
    const settled: string[] = [];
    const first = db
      .session(async (session) => {
        await session.begin();
        firstJoined.open();
        await firstMayWrite.opened;
        await write(session, 'shared-1');
        await session.commit();
        return 'first';
      })
      .then((answer) => settled.push(answer));
    await firstJoined.opened;
    const second = db
      .session(async (session) => {
        await session.begin();
        await write(session, 'shared-2');
        await secondMayFinish.opened;
        await session.commit();
        return 'second';
      })
      .then((answer) => settled.push(answer));
    firstMayWrite.open();
    // The first unit is done, but the second joined its transaction before it finished: nothing is committed yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toEqual([]);
    expect(await visible(['shared-1', 'shared-2'])).toEqual([]);
    secondMayFinish.open();
    await Promise.all([first, second]);
    expect(settled.sort()).toEqual(['first', 'second']);
    expect(await visible(['shared-1', 'shared-2'])).toEqual(['shared-1', 'shared-2']);
  });

  it('rolls back only the unit that failed; the others of its transaction commit', async () => {
    const { db } = database;
    await db.session(async (session) => {
      await session.begin();
      await write(session, 'taken');
    });
    const outcomes = await Promise.allSettled(
      ['alone-1', 'taken', 'alone-2'].map((name) =>
        db.session(async (session) => {
          await session.begin();
          await write(session, name);
          await session.commit();
          return name;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await visible(['alone-1', 'alone-2'])).toEqual(['alone-1', 'alone-2']);
  });
});
