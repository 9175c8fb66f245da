import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { Validator } from '@seriousme/openapi-schema-validator'
import { AREA_TAGS, openApiDocument } from '#services/platform/openapi'
import { BrowserAgent } from '#tests/helpers/http'

type Operation = {
  tags: string[]
  security: Record<string, string[]>[]
  parameters: { name: string; in: string }[]
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
  responses: Record<string, unknown>
}
type Document = { paths: Record<string, Record<string, Operation>> }

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
})
