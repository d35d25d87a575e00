import type { Database, QueryResult } from './database';
import { isUnreachable, replicaWithFallback } from './replica-database';

/** A database answering every statement with its name, or failing while `failure` is set. */
function fakeDatabase(name: string) {
  const state = { failure: null as Error | null, asked: 0, closed: false };
  const answer = async <Row>(): Promise<QueryResult<Row>> => {
    state.asked += 1;
    if (state.failure) throw state.failure;
    return { rows: [{ from: name } as Row], rowCount: 1 };
  };
  const database: Database = {
    engine: 'postgres',
    query: answer,
    exec: async () => {
      await answer();
    },
    transaction: async (fn) => fn(database),
    listen: async () => async () => undefined,
    stats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: async () => {
      state.closed = true;
    },
  };
  return { database, state };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55433'), { code: 'ECONNREFUSED' });
const fromOf = (result: QueryResult<{ from: string }>) => result.rows[0]?.from;

describe('the catalogue reads over a replica, falling back to the primary', () => {
  it('tells an unreachable server from a wrong statement', () => {
    expect(isUnreachable(refused())).toBe(true);
    expect(isUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' }))).toBe(false);
    expect(isUnreachable(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }))).toBe(false);
  });

  it('When the replica answers, then the reads are the replica’s', async () => {
    const replica = fakeDatabase('replica');
    const primary = fakeDatabase('primary');
    const reads = replicaWithFallback(replica.database, primary.database);
    expect(fromOf(await reads.query('select 1'))).toBe('replica');
    expect(primary.state.asked).toBe(0);
  });

  it('When the replica stops, then the same read is answered by the primary, and the replica is tried again after the pause', async () => {
    let clock = 1_000;
    const states: boolean[] = [];
    const replica = fakeDatabase('replica');
    const primary = fakeDatabase('primary');
    const reads = replicaWithFallback(replica.database, primary.database, { retryAfterMs: 5_000, now: () => clock, onState: (inUse) => states.push(inUse) });

    replica.state.failure = refused();
    expect(fromOf(await reads.query('select 1'))).toBe('primary');
    expect(replica.state.asked).toBe(1);
    // Within the pause the replica is not asked at all.
    clock += 4_999;
    expect(fromOf(await reads.query('select 1'))).toBe('primary');
    expect(replica.state.asked).toBe(1);
    // After it, the replica is asked again; still down, the primary answers once more.
    clock += 2;
    expect(fromOf(await reads.query('select 1'))).toBe('primary');
    expect(replica.state.asked).toBe(2);
    // Back up: the next read after the pause is the replica's again.
    replica.state.failure = null;
    clock += 5_001;
    expect(fromOf(await reads.query('select 1'))).toBe('replica');
    expect(states).toEqual([false, true]);
  });

  it('When a statement is wrong, then its error is the replica’s and the primary is not asked', async () => {
    const replica = fakeDatabase('replica');
    const primary = fakeDatabase('primary');
    const reads = replicaWithFallback(replica.database, primary.database);
    replica.state.failure = Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' });
    await expect(reads.query('select * from nope')).rejects.toThrow('relation "nope" does not exist');
    expect(primary.state.asked).toBe(0);
  });

  it('When it is closed, then only the replica is closed: the primary is its owner’s', async () => {
    const replica = fakeDatabase('replica');
    const primary = fakeDatabase('primary');
    await replicaWithFallback(replica.database, primary.database).close();
    expect(replica.state.closed).toBe(true);
    expect(primary.state.closed).toBe(false);
  });
});
