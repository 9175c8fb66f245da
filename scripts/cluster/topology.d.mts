/** Types of topology.mjs for the TypeScript that imports it (the cluster fault test). */
type Supervised = { name: string; pid?: number; restarts: number; kill9(): Promise<unknown> }
export type Cluster = {
  url: string
  options: { apiPorts: number[]; dir: string; database: string; redisDb: number }
  env: Record<string, string>
  instances: Supervised[]
  workers: Supervised[]
  schedulers: Supervised[]
  logs: string
  stop(): Promise<void>
}
export declare function startCluster(overrides?: {
  fresh?: boolean
  database?: string
  env?: Record<string, string>
}): Promise<Cluster>
