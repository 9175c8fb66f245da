/**
 * A codegen hook (`node ace codegen`, the dev server): writes `.adonisjs/server/route_validators.ts`,
 * the validator each route's handler calls, by route name, as the routes scanner reads it from
 * the controllers. The published OpenAPI document describes request bodies from it.
 */
import { writeFile } from 'node:fs/promises'
import type { AllHooks } from '@adonisjs/assembler/types'

const OUTPUT = '.adonisjs/server/route_validators.ts'

export function indexRouteValidators(): AllHooks['init'][number] {
  return {
    run(_, hooks) {
      hooks.add('routesScanned', async (_parent, scanner) => {
        const entries = scanner.getScannedRoutes().flatMap((route) => {
          const validator = route.validators?.[0]
          if (!validator || validator.import.type === 'namespace') return []
          const member = validator.import.type === 'default' ? 'default' : validator.import.value
          return [
            `  '${route.name}': () => import('${validator.import.specifier}').then((module) => module.${member}),`,
          ]
        })
        await writeFile(
          OUTPUT,
          [
            '/* eslint-disable */',
            'export const routeValidators: Record<string, () => Promise<unknown>> = {',
            ...entries,
            '}',
            '',
          ].join('\n')
        )
      })
    },
  }
}
