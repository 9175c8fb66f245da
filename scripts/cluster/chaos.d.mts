/** Types of chaos.mjs for the TypeScript that imports it (the cluster fault test). */
import type { Cluster } from './topology.mjs'

export type Phase = {
  name: string
  requests: number
  failures: number
  notRetryable: number
  statuses: string
  /** Requests that got no answer (a closed connection, or none in 15 s): method, path and why. */
  lost: string[]
  /** For the killed instance: from the kill to HAProxy's taking it out of its rotation. */
  balancerOutMs?: number
}
export type Invariant = {
  name: string
  holds: boolean
  detail: string
}
export type ChaosResult = {
  seconds: number
  users: number
  thinkMs: number
  phases: Phase[]
  invariants: Invariant[]
  /** Whether p99 was back within 20% of the steady load's within 10 s of each recovery; null: not measured. */
  p99BackToNormal: boolean | null
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
