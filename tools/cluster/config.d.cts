// Types of tools/cluster/config.cjs for the TypeScript that requires it (e2e/playwright.cluster.config.ts, e2e/tests/cluster/).

/** The parts of the cluster that listen on a port. */
type ClusterPort = 'public' | 'shellA' | 'shellB' | 'cdn' | 's3' | 'control' | 'apiA' | 'apiB' | 'apiFrontA' | 'apiFrontB' | 'redis';

/** Each port's environment variable and default. */
export declare const PORT_VARIABLES: Record<ClusterPort, [string, number]>;
export declare const DEFAULT_DATABASE_URL: string;
export declare const CLUSTER_DATABASE: string;
export declare const CLUSTER_BUCKET: string;

/** What the cluster is made of (tools/cluster/config.cjs `clusterSettings`). */
export interface ClusterSettings {
  ports: Record<ClusterPort, number>;
  host: string;
  urls: Record<Exclude<ClusterPort, 'redis'>, string>;
  databaseUrl: string;
  redisUrl: string;
  bucket: string;
  dataDir: string;
}

export declare function clusterDatabaseUrl(env?: NodeJS.ProcessEnv): string;
export declare function clusterSettings(env?: NodeJS.ProcessEnv): ClusterSettings;
export declare function s3Env(settings: ClusterSettings): Record<string, string>;
export declare function toolEnv(settings: ClusterSettings): Record<string, string>;
