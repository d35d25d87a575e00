/** A process of the topology (scripts/topology/processes.cjs). */
export interface SupervisedProcess {
  readonly name: string;
  readonly pid: number | null;
  readonly running: boolean;
  start(): SupervisedProcess;
  /** SIGTERM to its group, SIGKILL after the grace time; resolves with how it ended. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: string | null } | null>;
  kill(): Promise<{ code: number | null; signal: string | null } | null>;
}

/** The primary and its streaming replica (scripts/topology/postgres.cjs). */
export interface PostgresPair {
  readonly primaryUrl: string;
  readonly replicaUrl: string;
  start(): void;
  stop(): void;
  stopReplica(): void;
  startReplica(): void;
  sql(statement: string, options?: { replica?: boolean }): string;
  replicaLag(): number | null;
}

export interface TopologyPorts {
  shop: number;
  shells: [number, number];
  apis: [number, number];
  internalApi: number;
  apiMetrics: [number, number];
  shellMetrics: [number, number];
  primary: number;
  replica: number;
}

export interface Topology {
  /** `https://localhost:<port>`. */
  url: string;
  /** The certificate made for the run, to trust it. */
  ca: Buffer;
  ports: TopologyPorts;
  apis: SupervisedProcess[];
  shells: SupervisedProcess[];
  nginx: SupervisedProcess;
  postgres: PostgresPair;
  stop(): Promise<void>;
}

export declare function startTopology(options?: { env?: NodeJS.ProcessEnv; log?: NodeJS.WritableStream }): Promise<Topology>;
export declare function portsOf(env?: NodeJS.ProcessEnv): TopologyPorts;
export declare function waitFor(url: string, options?: { name?: string; timeoutMs?: number; ca?: Buffer; isAlive?: () => boolean }): Promise<void>;
