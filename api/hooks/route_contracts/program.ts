/**
 * The TypeScript program the route contracts are read from: the project as `tsc` sees it (every
 * file its tsconfig includes, so that the auth and transmit type augmentations apply as they do
 * for the customer app), plus a file naming, for each route, the types its contract is made of.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import ts from 'typescript'
import type { ScannedRoute } from '@adonisjs/assembler/types'

const ENTRY = '.adonisjs/route_contracts/answers.ts'

/* A route with a controller method: the only kind whose answer has a type to read. */
export type ControllerRoute = ScannedRoute & { controller: NonNullable<ScannedRoute['controller']> }
export const hasController = (route: ScannedRoute): route is ControllerRoute =>
  route.controller !== undefined

/**
 * The names of the types of route `index`: its success statuses, its body and its typed error
 * answers (a 503 that still has a body).
 */
export const typeNames = (index: number) => ({
  statuses: `Statuses${index}`,
  body: `Body${index}`,
  errors: `Errors${index}`,
})

const HEADER = `/* eslint-disable */
/* Written by the route contracts codegen hook (api/hooks/route_contracts.ts): do not edit. */
import type { ExtractErrorResponse } from '@tuyau/core/types'
import type { Registry } from '../client/registry/schema.js'

/* A route's success statuses: those its answers name (\`__status\`), 200 for a plain value. */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206
type StatusOf<Answer> = Answer extends { __status: infer Status }
  ? Extract<Status, SuccessStatus>
  : 200

/** The bytes of a file (a PDF label), described by its media type rather than a schema. */
export interface FileBytes { readonly __fileBytes: true }
/** No body the types describe: an empty one, or one written to the response otherwise (a stream). */
export interface NoBody { readonly __noBody: true }
type Sendable<Body> = Body extends Uint8Array ? FileBytes : Body extends undefined | void ? NoBody : Body
`

function entryOf(routes: ControllerRoute[]) {
  const lines = routes.flatMap(({ name, controller }, index) => {
    const answer = `Awaited<ReturnType<import('${controller.import.specifier}').default['${controller.method}']>>`
    const names = typeNames(index)
    return [
      `export type ${names.statuses} = StatusOf<${answer}>`,
      `export type ${names.body} = Sendable<Registry['${name}']['types']['response']>`,
      `export type ${names.errors} = ExtractErrorResponse<${answer}>`,
    ]
  })
  return [HEADER, ...lines, ''].join('\n')
}

/** Writes the file naming each route's types and makes the program that reads them. */
export async function contractsProgram(routes: ControllerRoute[]) {
  await mkdir(dirname(ENTRY), { recursive: true })
  await writeFile(ENTRY, entryOf(routes))
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    }
  )
  if (!config) throw new Error('tsconfig.json cannot be read')
  return ts.createProgram({ rootNames: [...config.fileNames, ENTRY], options: config.options })
}
