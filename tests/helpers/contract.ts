/**
 * The published OpenAPI document as a contract to hold answers to: whether an answer's status is
 * one its operation declares, its media type one declared for that status, its JSON body valid
 * against the declared schema (JSON Schema 2020-12, by Ajv), and its `x-total-count` there
 * exactly when declared.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { ApiResponse } from '#tests/helpers/http'

type Schema = Record<string, unknown>
type Answer = {
  $ref?: string
  headers?: Record<string, unknown>
  content?: Record<string, { schema: Schema }>
}
export type Operation = {
  operationId: string
  security: unknown[]
  parameters: { name: string; in: string }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, Answer>
}
export type Document = { paths: Record<string, Record<string, Operation>> }

export type ContractOperation = { method: string; path: string; operation: Operation }

const NO_BODY = new Set([204, 301, 304])

export class Contract {
  #ajv = new Ajv2020({ strict: false, allErrors: true })
  #validators = new WeakMap<object, ValidateFunction>()

  constructor(private document: Document) {
    addFormats.default(this.#ajv)
  }

  operations(): ContractOperation[] {
    return Object.entries(this.document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation }))
    )
  }

  /* A local `$ref` (`#/components/...`) replaced by what it names, at any depth. */
  #resolved(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.#resolved(item))
    if (typeof node !== 'object' || node === null) return node
    const { $ref } = node as { $ref?: string }
    if ($ref?.startsWith('#/')) {
      const target = $ref
        .slice(2)
        .split('/')
        .reduce<any>((at, key) => at?.[key], this.document)
      return this.#resolved(target)
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, this.#resolved(value)])
    )
  }

  #validatorOf(schema: Schema) {
    let validate = this.#validators.get(schema)
    if (!validate) {
      validate = this.#ajv.compile(this.#resolved(schema) as Schema)
      this.#validators.set(schema, validate)
    }
    return validate
  }

  /** What is wrong with `response` as an answer of `operation`; nothing when it holds. */
  problemsOf(operation: Operation, response: ApiResponse): string[] {
    const declared = operation.responses[String(response.status)]
    if (!declared) {
      const statuses = Object.keys(operation.responses).join(', ')
      return [`${response.status} is not declared (${statuses}): ${JSON.stringify(response.body)}`]
    }
    const answer = this.#resolved(declared) as Answer
    return [...this.#bodyProblems(answer, response), ...this.#totalProblems(answer, response)]
  }

  #bodyProblems(answer: Answer, response: ApiResponse): string[] {
    if (!answer.content || NO_BODY.has(response.status)) {
      return response.body === null || response.body === ''
        ? []
        : [`${response.status} declares no body, got ${JSON.stringify(response.body)}`]
    }
    const type = response.headers.get('content-type')?.split(';')[0].trim() ?? ''
    const media = Object.keys(answer.content).find((declared) => mediaMatches(declared, type))
    if (!media) return [`${type || 'no content type'} is not among ${Object.keys(answer.content)}`]
    if (media !== 'application/json') return []
    const validate = this.#validatorOf(answer.content[media].schema)
    if (validate(response.body)) return []
    return (validate.errors ?? []).slice(0, 5).map((error) => {
      const at = error.instancePath || '(body)'
      return `${at} ${error.message} ${JSON.stringify(error.params)}`
    })
  }

  #totalProblems(answer: Answer, response: ApiResponse): string[] {
    const declared = Boolean(answer.headers && 'x-total-count' in answer.headers)
    const total = response.headers.get('x-total-count')
    if (declared && (total === null || !/^\d+$/.test(total)))
      return [`x-total-count is declared but came as ${total}`]
    if (!declared && total !== null) return [`x-total-count came (${total}) but is not declared`]
    return []
  }
}

/* `image/*` covers `image/png`; `*\/*` covers anything. */
function mediaMatches(declared: string, actual: string) {
  if (declared === actual || declared === '*/*') return true
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1))
}
