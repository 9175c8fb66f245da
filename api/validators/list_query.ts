import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import type { ListParams } from '#services/lists'
import { DomainError } from '#exceptions/domain_error'

const PAGE_SIZE = 25
const MAX_PAGE_SIZE = 100

/** The comparison suffixes refine's simple-rest sends (`status_ne=…`, `createdAt_gte=…`). */
const OPERATORS = { ne: '<>', gte: '>=', lte: '<=', like: 'like' } as const
export type ListOperator = keyof typeof OPERATORS
export type ListCondition = { field: string; operator: ListOperator; values: string[] }

const asList = (value: unknown): string[] | undefined =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).map(String)

/**
 * refine simple-rest list parameters: `_start`/`_end` (end exclusive, at most 100 rows),
 * `_sort` among the API fields in `sorts` (mapped to their columns), `_order`, the named
 * filters, each one value or several (`status=received&status=shipped` means either), and,
 * for the same names, `name_ne`, `name_gte`, `name_lte` and `name_like`. `q` is a filter name
 * like any other: the list decides what it searches.
 */
export function listParams(
  qs: Record<string, unknown>,
  sorts: Record<string, string>,
  defaultSort: string,
  filters: readonly string[]
): ListParams<string> {
  const start = Math.max(0, Number.parseInt(String(qs._start ?? 0), 10) || 0)
  const requestedEnd =
    Number.parseInt(String(qs._end ?? start + PAGE_SIZE), 10) || start + PAGE_SIZE
  const end = Math.min(Math.max(requestedEnd, start + 1), start + MAX_PAGE_SIZE)
  // A sort the list does not offer is a mistake worth saying, not something to ignore.
  if (qs._sort !== undefined && !(String(qs._sort) in sorts)) {
    throw new DomainError(422, 'errors.unknownSort', { sort: String(qs._sort) }, '_sort')
  }
  const sort = sorts[String(qs._sort ?? defaultSort)]
  const order = String(qs._order).toLowerCase() === 'asc' ? 'asc' : 'desc'
  const conditions: ListCondition[] = []
  for (const field of filters) {
    for (const operator of Object.keys(OPERATORS) as ListOperator[]) {
      const values = asList(qs[`${field}_${operator}`])
      if (values) conditions.push({ field, operator, values })
    }
  }
  return {
    start,
    end,
    sort,
    order,
    filters: Object.fromEntries(filters.map((name) => [name, asList(qs[name])])),
    conditions,
  }
}

/* Case-insensitive on both databases; wildcards are dropped (SQLite and MySQL escape differently). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '')}%`

/**
 * Applies the equality filters (repeated key: any of) and the `_ne`/`_gte`/`_lte`/`_like`
 * conditions of the fields mapped in `columns` (API field → column). `_ne` with several
 * values excludes each of them.
 */
export function applyListFilters<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  params: ListParams<string>,
  columns: Record<string, string>
) {
  for (const [field, column] of Object.entries(columns)) {
    const values = params.filters[field]
    if (values) query.whereIn(column, values)
  }
  for (const { field, operator, values } of params.conditions ?? []) {
    const column = columns[field]
    if (!column) continue
    if (operator === 'ne') query.whereNotIn(column, values)
    else if (operator === 'like')
      for (const value of values) query.where(column, 'like', containing(value))
    else for (const value of values) query.where(column, OPERATORS[operator], value)
  }
  return query
}
