import { testDatabaseUrl, workerDatabaseUrl } from './test-database';

describe('The database of a Jest worker on PostgreSQL', () => {
  test('When TEST_DATABASE_URL names a database, then each worker gets that name followed by _w and its number, on the same server', () => {
    const url = 'postgres://postgres:secret@127.0.0.1:5432/test?sslmode=disable';

    expect(testDatabaseUrl({ TEST_DATABASE_URL: url, JEST_WORKER_ID: '2' })).toBe('postgres://postgres:secret@127.0.0.1:5432/test_w2?sslmode=disable');
    expect(testDatabaseUrl({ TEST_DATABASE_URL: url, JEST_WORKER_ID: '1' })).toBe('postgres://postgres:secret@127.0.0.1:5432/test_w1?sslmode=disable');
  });

  test('When no worker number is given (a run in band), then it is worker 1; without TEST_DATABASE_URL there is none', () => {
    expect(testDatabaseUrl({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1/shop' })).toBe('postgres://postgres@127.0.0.1/shop_w1');
    expect(testDatabaseUrl({})).toBeNull();
  });

  test('When the address names no database, then the server default postgres is the base name', () => {
    expect(workerDatabaseUrl('postgres://postgres@127.0.0.1:5432', '3')).toBe('postgres://postgres@127.0.0.1:5432/postgres_w3');
  });
});
