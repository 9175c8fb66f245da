/**
 * A codegen hook (`node ace codegen`, the dev server): writes `.adonisjs/server/route_contracts.ts`,
 * what each route answers as its own types and code say, by route name: its success statuses
 * and the JSON Schema of its body, generated from the type the Tuyau registry names for it (so
 * the published document and the customer app read one source), and the error statuses its
 * controller's code can raise. The published OpenAPI document reads it.
 *
 * It runs after Tuyau's hook, whose registry it reads. The TypeScript compiler and the schema
 * generator are development tools: they are loaded only when the hook runs, never by the server.
 */
import type { AllHooks } from '@adonisjs/assembler/types'

export function indexRouteContracts(): AllHooks['init'][number] {
  return {
    run(_, hooks) {
      hooks.add('routesScanned', async (parent, scanner) => {
        const startTime = process.hrtime()
        const { writeRouteContracts } = await import('./route_contracts/write.js')
        const { loose } = await writeRouteContracts(scanner.getScannedRoutes())
        parent.ui.logger.info(
          `route contracts: ${loose.length ? `loose schemas for ${loose.join(', ')}` : 'written'}`,
          { startTime }
        )
      })
    },
  }
}
