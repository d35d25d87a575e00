import os from 'node:os';
import { loadScalingConfig } from './scaling-config';

const read = (env: Record<string, string>) => (name: string) => env[name];

describe('scaling configuration', () => {
  test('When nothing is set, then one process keeps 64 MB of public reads and reads from the database itself', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    const config = loadScalingConfig(read({}), null, problems);

    // Assert
    expect(config).toEqual({ publicCacheMb: 64, workers: 1, databaseReadUrl: null });
    expect(problems).toEqual([]);
  });

  test('When several workers are asked for on the embedded database, then the start is refused with the reason', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    loadScalingConfig(read({ API_WORKERS: '2' }), null, problems);

    // Assert
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('API_WORKERS=2 needs DATABASE_URL');
    expect(problems[0]).toContain('PGlite');
  });

  test('When workers are "auto" on PostgreSQL with a replica, then there is one per core and the replica is used', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    const config = loadScalingConfig(
      read({ API_WORKERS: 'auto', DATABASE_READ_URL: 'postgres://replica/shop', API_CACHE_MB: '0' }),
      'postgres://primary/shop',
      problems,
    );

    // Assert
    expect(problems).toEqual([]);
    expect(config).toEqual({ publicCacheMb: 0, workers: os.availableParallelism(), databaseReadUrl: 'postgres://replica/shop' });
  });

  test('When the values are malformed, then each is named', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    loadScalingConfig(read({ API_WORKERS: 'many', API_CACHE_MB: '-1', DATABASE_READ_URL: 'mysql://x' }), 'postgres://primary/shop', problems);
    const withoutPrimary: string[] = [];
    loadScalingConfig(read({ DATABASE_READ_URL: 'postgres://replica/shop' }), null, withoutPrimary);

    // Assert
    expect(problems).toEqual([
      'API_CACHE_MB must be an integer from 0 to 4096, got "-1"',
      'API_WORKERS must be "auto" or an integer from 1 to 256, got "many"',
      'DATABASE_READ_URL must be a postgres:// or postgresql:// connection string',
    ]);
    expect(withoutPrimary).toEqual([expect.stringContaining('DATABASE_READ_URL needs DATABASE_URL')]);
  });
});
