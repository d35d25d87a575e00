import { DEFAULT_OPERATIONS_CONFIG, loadOperationsConfig } from './operations-config';

const read = (env: Record<string, string>) => (name: string) => env[name];

describe('operations configuration', () => {
  test('When nothing is set, then no metrics are served and the stop waits 10 s for requests in flight', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    const config = loadOperationsConfig(read({}), problems);

    // Assert
    expect(config).toEqual(DEFAULT_OPERATIONS_CONFIG);
    expect(config).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1', shutdownDelayMs: 0, shutdownGraceMs: 10_000 });
    expect(problems).toEqual([]);
  });

  test('When the metrics would listen beyond this machine without a token, then the start is refused with the reason', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    loadOperationsConfig(read({ API_METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }), problems);

    // Assert
    expect(problems).toEqual([expect.stringContaining('METRICS_HOST=0.0.0.0 opens the metrics beyond this machine: set METRICS_TOKEN')]);
  });

  test('When a token guards them, then the metrics may listen on any address', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    const config = loadOperationsConfig(read({ API_METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-token-of-sixteen+' }), problems);

    // Assert
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0', metricsToken: 'a-token-of-sixteen+' });
  });

  test('When the values are malformed, then each is named', () => {
    // Arrange
    const problems: string[] = [];

    // Act
    loadOperationsConfig(read({ API_METRICS_PORT: '70000', METRICS_TOKEN: 'short', SHUTDOWN_DELAY_MS: '-1', SHUTDOWN_GRACE_MS: '10s' }), problems);

    // Assert
    expect(problems).toEqual([
      'API_METRICS_PORT must be a port from 1 to 65535, got "70000"',
      'METRICS_TOKEN must be at least 16 characters long',
      'SHUTDOWN_DELAY_MS must be milliseconds from 0 to 600000, got "-1"',
      'SHUTDOWN_GRACE_MS must be milliseconds from 0 to 600000, got "10s"',
    ]);
  });
});
