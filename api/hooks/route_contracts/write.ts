/**
 * Writes `.adonisjs/server/route_contracts.ts`: for each route with a controller, by name, what
 * its answers are (api/hooks/route_contracts/response_schemas.ts) and what its code can refuse
 * with (api/hooks/route_contracts/refusals.ts).
 */
import { writeFile } from 'node:fs/promises'
import type { ScannedRoute } from '@adonisjs/assembler/types'
import { contractsProgram, hasController } from './program.js'
import { answerContracts } from './response_schemas.js'
import { RefusalReader } from './refusals.js'

const OUTPUT = '.adonisjs/server/route_contracts.ts'

const HEADER = `/* eslint-disable */
/* Written by the route contracts codegen hook (api/hooks/route_contracts.ts): do not edit. */
export type RouteContract = {
  /** The success statuses its answers name; none for a route that only ever refuses. */
  statuses: number[]
  /** The JSON Schema of its body, from the type the Tuyau registry names; absent if not convertible. */
  body?: Record<string, unknown>
  /** Some answer is a file's bytes. */
  file?: true
  /** Some answer has a body the types do not describe (a stream). */
  unknownBody?: true
  /** Error answers with a typed body of their own, by status. */
  errors: Record<string, Record<string, unknown>>
  /** The error statuses its code can answer with. */
  refusals: number[]
  /** It honours an Idempotency-Key. */
  idempotent: boolean
}
`

export async function writeRouteContracts(scanned: ScannedRoute[]) {
  const routes = scanned.filter(hasController)
  const program = await contractsProgram(routes)
  const answers = answerContracts(program, routes.length)
  const reader = new RefusalReader(program)
  const contracts = Object.fromEntries(
    routes.map((route, index) => [
      route.name,
      { ...answers[index], ...reader.refusalsOf(route.controller.path, route.controller.method) },
    ])
  )
  await writeFile(
    OUTPUT,
    `${HEADER}\nexport const routeContracts: Record<string, RouteContract> = ${JSON.stringify(contracts)}\n`
  )
  /* Routes answering JSON whose body type could not be converted (not files, streams or pages). */
  const loose = routes
    .filter((_, index) => {
      const { body, file, unknownBody, statuses } = answers[index]
      return body === undefined && !file && !unknownBody && statuses.length > 0
    })
    .map((route) => route.name)
  return { loose }
}
