/** Types of chaos.mjs for the TypeScript that imports it (the cluster fault test). */
import type { Cluster } from './topology.mjs'

export type Phase = {
  name: string
  requests: number
  failures: number
  notRetryable: number
  statuses: string
}
export type Invariant = {
  name: string
  holds: boolean
  detail: string
}
export type ChaosResult = {
  seconds: number
  users: number
  phases: Phase[]
  invariants: Invariant[]
}
export declare const FAULTS: Record<
  'instance' | 'worker' | 'redis' | 'database',
  { label: string; at: number }
>
export declare function runChaos(
  cluster: Cluster,
  options: { seconds: number; users: number; faults?: (keyof typeof FAULTS)[]; thinkMs?: number }
): Promise<ChaosResult>
export declare function printChaos(result: ChaosResult): void
