import {
  LIST_OPERATORS,
  type ListCondition,
  type ListDefinition,
  type ListParams,
} from '#domain/lists'
import { DomainError } from '#exceptions/domain_error'

export const PAGE_SIZE = 25
export const MAX_PAGE_SIZE = 100
/* Deeper than any list goes, and safe as a number and as an OFFSET on every database. */
export const MAX_POSITION = 1_000_000_000

const asList = (value: unknown): string[] | undefined =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).map(String)

/**
 * refine simple-rest list parameters for one list: `_start`/`_end` (end exclusive, at most 100
 * rows), `_sort` among the list's sort fields (mapped to their columns), `_order`, its filters,
 * each one value or several (`status=received&status=shipped` means either), and, for the same
 * names, `name_ne`, `name_gte`, `name_lte` and `name_like` of those matched against a column. `q`
 * is the list's search box, where it has one.
 */
export function listParams(qs: Record<string, unknown>, list: ListDefinition): ListParams<string> {
  const start = position(qs._start, 0, '_start')
  const end = Math.min(
    Math.max(position(qs._end, start + PAGE_SIZE, '_end'), start + 1),
    start + MAX_PAGE_SIZE
  )
  const sort = sortColumn(qs._sort, list)
  const order = String(qs._order).toLowerCase() === 'asc' ? 'asc' : 'desc'
  const columnFilters = Object.keys({ ...list.filterColumns, ...list.idFilterColumns })
  const conditions: ListCondition[] = []
  for (const field of columnFilters) {
    for (const operator of LIST_OPERATORS) {
      const values = asList(qs[`${field}_${operator}`])
      if (values) conditions.push({ field, operator, values })
    }
  }
  return {
    start,
    end,
    sort,
    order,
    filters: Object.fromEntries(
      [
        ...columnFilters,
        ...(list.searchColumns || list.customerColumn ? ['q'] : []),
        ...(list.filters ?? []),
      ].map((name) => [name, asList(qs[name])])
    ),
    conditions,
  }
}

/**
 * A row position (`_start`, `_end`): a whole number, negative meaning 0. Anything else, or one
 * past what an offset can hold, is refused rather than guessed at.
 */
function position(value: unknown, fallback: number, field: '_start' | '_end') {
  if (value === undefined || value === '') return fallback
  const text = typeof value === 'string' ? value.trim() : ''
  if (!/^[-+]?\d{1,16}$/.test(text) || Number(text) > MAX_POSITION) {
    throw new DomainError(422, 'errors.invalidListRange', { field, max: MAX_POSITION }, field)
  }
  return Math.max(0, Number(text))
}

/**
 * The column of a `_sort` the list offers. Only the list's own keys count: a name every object
 * inherits (`constructor`, `__proto__`, `toString`) is as unknown as any other.
 */
function sortColumn(value: unknown, { sorts, defaultSort }: ListDefinition) {
  if (value === undefined) return sorts[defaultSort]
  const name = typeof value === 'string' ? value : String(value)
  if (typeof value !== 'string' || !Object.hasOwn(sorts, name)) {
    throw new DomainError(422, 'errors.unknownSort', { sort: name.slice(0, 100) }, '_sort')
  }
  return sorts[name]
}
