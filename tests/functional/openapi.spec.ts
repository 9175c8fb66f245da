import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import app from '@adonisjs/core/services/app'
import { Validator } from '@seriousme/openapi-schema-validator'
import { AREA_TAGS, openApiDocument } from '#services/platform/openapi'
import { ROUTE_LISTS } from '#services/platform/list_routes'
import { LIST_OPERATORS } from '#domain/lists'
import { BrowserAgent } from '#tests/helpers/http'

type Schema = Record<string, any>
type Answer = {
  $ref?: string
  description: string
  headers?: Record<string, unknown>
  content?: Record<string, { schema: Schema }>
}
type Operation = {
  operationId: string
  summary: string
  tags: string[]
  security: Record<string, string[]>[]
  parameters: { name: string; in: string; schema: Schema }[]
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
  responses: Record<string, Answer>
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema>; responses: Record<string, Answer> }
}

const everyOperation = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation }))
  )
const byId = (document: Document, id: string) =>
  everyOperation(document).find(({ operation }) => operation.operationId === id)!.operation
const jsonBody = (answer: Answer) => answer.content!['application/json'].schema

const published = async () => {
  const response = await new BrowserAgent().get('/api/openapi.json')
  return { response, document: response.body as Document }
}

test.group('Published OpenAPI document', () => {
  test('is public, cacheable, and a valid OpenAPI 3.1 document', async ({ assert }) => {
    const { response, document } = await published()
    assert.equal(response.status, 200)
    assert.match(response.headers.get('cache-control') ?? '', /public, max-age=\d+/)
    const result = await new Validator().validate(document)
    assert.isTrue(result.valid, JSON.stringify(result.errors))
    assert.equal((document as unknown as { openapi: string }).openapi, '3.1.0')
  })

  test('lists every route of the router, each method with its path parameters', async ({
    assert,
  }) => {
    const { document } = await published()
    const routes = Object.values(router.toJSON()).flat()
    assert.isAbove(routes.length, 100)
    for (const route of routes) {
      const path = route.pattern.replace(/:(\w+)/g, '{$1}').replace(/\*/, '{path}')
      const operations = document.paths[path]
      assert.exists(operations, `${route.pattern} is missing`)
      for (const method of route.methods) {
        if (method === 'HEAD' && route.methods.includes('GET')) continue
        const operation = operations[method.toLowerCase()]
        assert.exists(operation, `${method} ${route.pattern} is missing`)
        const inPath = operation.parameters.filter((parameter) => parameter.in === 'path')
        assert.sameMembers(
          inPath.map((parameter) => parameter.name),
          [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
          `${method} ${route.pattern}`
        )
        assert.lengthOf(operation.tags, 1)
        assert.include(
          AREA_TAGS.map((tag) => tag.name),
          operation.tags[0]
        )
      }
    }
  })

  test('request bodies and query strings come from the validators', async ({ assert }) => {
    const { document } = await published()
    const login = document.paths['/api/auth/login'].post
    assert.includeMembers(
      Object.keys(login.requestBody!.content['application/json'].schema.properties),
      ['email', 'password']
    )
    assert.property(login.responses, '422')
    const avatar = document.paths['/api/settings/avatar'].post.requestBody!
    assert.property(avatar.content['multipart/form-data'].schema.properties, 'avatar')
    const declaration = document.paths['/api/packages/{number}/declaration'].put.requestBody!
    assert.property(declaration.content['application/json'].schema.properties, 'lines')
    const search = document.paths['/api/help/articles'].get
    assert.isTrue(search.parameters.some((parameter) => parameter.in === 'query'))
  })

  test('says which routes take a bearer token or the session, and which are public', async ({
    assert,
  }) => {
    const { document } = await published()
    assert.deepEqual(document.paths['/api/packages'].get.security, [
      { bearerToken: [] },
      { session: [] },
    ])
    assert.property(document.paths['/api/admin/packages'].get.responses, '403')
    assert.deepEqual(document.paths['/api/help/articles'].get.security, [])
    assert.deepEqual(document.paths['/api/openapi.json'].get.security, [])
  })

  test('is made once per process, not per request', async ({ assert }) => {
    assert.strictEqual(await openApiDocument(), await openApiDocument())
  })

  test('every operation has a summary and a tag', async ({ assert }) => {
    const { document } = await published()
    for (const { path, method, operation } of everyOperation(document)) {
      assert.isAbove(operation.summary?.length ?? 0, 5, `${method} ${path} has no summary`)
      assert.lengthOf(operation.tags, 1, `${method} ${path}`)
    }
  })

  test('a list declares its page, sort, search and filters from its ListDefinition, and its total', async ({
    assert,
  }) => {
    const { document } = await published()
    for (const [name, list] of Object.entries(ROUTE_LISTS)) {
      const operation = byId(document, name)
      const query = new Map(operation.parameters.map((parameter) => [parameter.name, parameter]))
      assert.includeMembers([...query.keys()], ['_start', '_end', '_sort', '_order'], name)
      assert.sameMembers(query.get('_sort')!.schema.enum, Object.keys(list.sorts), name)
      assert.equal(query.get('_sort')!.schema.default, list.defaultSort, name)
      const searchable =
        list.searchColumns?.length || list.customerColumn || list.filters?.includes('q')
      assert.equal(query.has('q'), Boolean(searchable), name)
      for (const field of Object.keys({ ...list.filterColumns, ...list.idFilterColumns })) {
        for (const suffix of ['', ...LIST_OPERATORS.map((operator) => `_${operator}`)]) {
          assert.isTrue(query.has(`${field}${suffix}`), `${name}: ${field}${suffix}`)
        }
      }
      for (const filter of list.filters ?? [])
        assert.isTrue(query.has(filter), `${name}: ${filter}`)
      if (!name.endsWith('.csv')) {
        assert.property(operation.responses['200'].headers, 'x-total-count', name)
      }
    }
    const packages = byId(document, 'admin_packages.index')
    assert.property(packages.responses['200'].content, 'text/csv')
    assert.notProperty(byId(document, 'health.show').responses['200'], 'headers')
  })

  test('error answers name the shared Errors schema, for the statuses that apply', async ({
    assert,
  }) => {
    const { document } = await published()
    const statusesOf = (id: string) => Object.keys(byId(document, id).responses)
    assert.deepEqual(document.components.responses.NotFound.content!['application/json'].schema, {
      $ref: '#/components/schemas/Errors',
    })
    assert.deepEqual(document.components.schemas.Errors.required, ['errors'])
    for (const { operation } of everyOperation(document)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (answer.$ref) {
          assert.isAtLeast(Number(status), 400, operation.operationId)
          assert.exists(document.components.responses[answer.$ref.split('/').pop()!])
        }
      }
    }
    // Public, no path parameter, no database: nothing to refuse.
    assert.sameMembers(statusesOf('countries.index'), ['200'])
    assert.includeMembers(statusesOf('admin_packages.index'), ['401', '403', '422', '503'])
    assert.notInclude(statusesOf('packages.index'), '403')
    assert.includeMembers(statusesOf('packages.show'), ['401', '404', '503'])
    assert.includeMembers(statusesOf('orders.cancel'), ['404', '409'])
    assert.includeMembers(statusesOf('invoices.pay'), ['402', '409', '422'])
    assert.includeMembers(statusesOf('settings.avatar'), ['413', '422'])
    assert.includeMembers(statusesOf('auth.register'), ['429'])
    assert.includeMembers(statusesOf('auth.login'), ['400', '429'])
    assert.notInclude(statusesOf('auth.current_user'), '404')
    // Health answers 503 with its own body, as its type says.
    const unavailable = byId(document, 'health.show').responses['503']
    assert.property(jsonBody(unavailable).properties, 'database')
  })

  test('response bodies and statuses come from the types the Tuyau registry names', async ({
    assert,
  }) => {
    const { document } = await published()
    const user = jsonBody(byId(document, 'auth.current_user').responses['200'])
    assert.includeMembers(user.required, ['id', 'email', 'role', 'locale'])
    assert.sameMembers(user.properties.role.enum, ['customer', 'staff', 'admin'])
    const signedUp = jsonBody(byId(document, 'auth.register').responses['201'])
    assert.deepEqual(signedUp.properties, user.properties)
    const packages = jsonBody(byId(document, 'packages.index').responses['200'])
    assert.equal(packages.type, 'array')
    assert.property(packages.items.properties, 'storageDaysLeft')
    assert.notProperty(byId(document, 'addresses.destroy').responses['204'], 'content')
    assert.property(
      byId(document, 'admin_packages.label').responses['200'].content,
      'application/pdf'
    )
    const pay = byId(document, 'invoices.pay')
    assert.isTrue(pay.parameters.some((parameter) => parameter.name === 'Idempotency-Key'))
  })

  test("passes Redocly's recommended ruleset with no error", async ({ assert }) => {
    const { document } = await published()
    const folder = await mkdtemp(join(tmpdir(), 'openapi-'))
    try {
      const file = join(folder, 'openapi.json')
      await writeFile(file, JSON.stringify(document))
      const { problems } = await redoclyLint(file)
      const errors = problems.filter((problem) => problem.severity === 'error')
      assert.deepEqual(errors, [])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)
})

type Problem = { ruleId: string; severity: string; message: string; location: unknown[] }

/* Redocly CLI, offline: no telemetry, no update check. Exits non-zero when it finds errors. */
async function redoclyLint(file: string): Promise<{ problems: Problem[] }> {
  const cli = app.makePath('node_modules', '@redocly', 'cli', 'bin', 'cli.js')
  const args = [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000']
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SDK_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  }
  const { stdout } = await promisify(execFile)(process.execPath, args, { env }).catch(
    (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' })
  )
  return JSON.parse(stdout)
}
