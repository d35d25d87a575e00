/**
 * How the API is operated behind a load balancer (ADR 0050, docs/operations.md): where its Prometheus
 * metrics are served and who may read them, and how long a graceful stop may take. Optional in
 * `AppConfig` as `payment` is.
 */
export interface OperationsConfig {
  /** Port of the metrics server (`API_METRICS_PORT`); null serves no metrics. */
  metricsPort: number | null;
  /** Address the metrics server listens on (`METRICS_HOST`, `127.0.0.1`). */
  metricsHost: string;
  /** The bearer token a scrape must send (`METRICS_TOKEN`); null when the metrics server is on the loopback only. */
  metricsToken: string | null;
  /** How long a stopping process keeps accepting while its readiness answers 503 (`SHUTDOWN_DELAY_MS`, 0). */
  shutdownDelayMs: number;
  /** How long requests in flight may take to finish once a stopping process stops accepting (`SHUTDOWN_GRACE_MS`, 10 000). */
  shutdownGraceMs: number;
}

/** The graceful stop's defaults: no delay (a balancer's health check sees the closed port at once), 10 s for requests in flight. */
export const DEFAULT_OPERATIONS_CONFIG: OperationsConfig = {
  metricsPort: null,
  metricsHost: '127.0.0.1',
  metricsToken: null,
  shutdownDelayMs: 0,
  shutdownGraceMs: 10_000,
};

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whether an address reaches only this machine. */
export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || /^127\./.test(host);
}

function milliseconds(value: (name: string) => string | undefined, name: string, fallback: number, problems: string[]): number {
  const raw = value(name) ?? String(fallback);
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms > 600_000) {
    problems.push(`${name} must be milliseconds from 0 to 600000, got "${raw}"`);
    return fallback;
  }
  return ms;
}

/** `API_METRICS_PORT`, `METRICS_HOST`, `METRICS_TOKEN`, `SHUTDOWN_DELAY_MS` and `SHUTDOWN_GRACE_MS`. */
export function loadOperationsConfig(value: (name: string) => string | undefined, problems: string[]): OperationsConfig {
  const portRaw = value('API_METRICS_PORT');
  let metricsPort: number | null = null;
  if (portRaw !== undefined) {
    metricsPort = Number(portRaw);
    if (!/^\d+$/.test(portRaw) || metricsPort < 1 || metricsPort > 65535) {
      problems.push(`API_METRICS_PORT must be a port from 1 to 65535, got "${portRaw}"`);
    }
  }
  const metricsHost = value('METRICS_HOST') ?? DEFAULT_OPERATIONS_CONFIG.metricsHost;
  if (!/^[\w.:\-[\]]+$/.test(metricsHost)) problems.push(`METRICS_HOST must be a host name or an IP address, got "${metricsHost}"`);
  const metricsToken = value('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');
  if (metricsPort !== null && metricsToken === null && !isLoopback(metricsHost)) {
    problems.push(
      `METRICS_HOST=${metricsHost} opens the metrics beyond this machine: set METRICS_TOKEN, the bearer token the scrapes must send`,
    );
  }
  return {
    metricsPort,
    metricsHost,
    metricsToken,
    shutdownDelayMs: milliseconds(value, 'SHUTDOWN_DELAY_MS', DEFAULT_OPERATIONS_CONFIG.shutdownDelayMs, problems),
    shutdownGraceMs: milliseconds(value, 'SHUTDOWN_GRACE_MS', DEFAULT_OPERATIONS_CONFIG.shutdownGraceMs, problems),
  };
}
