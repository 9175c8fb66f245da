/**
 * A list's query parameters in the published document, from the same `ListDefinition` its
 * route reads the request with (`listParams`): the page (`_start`, `_end`), the sort (`_sort`
 * among the list's own, `_order`), the search box (`q`) where it has one, each filter (repeated
 * for "any of"), and the `_ne`, `_gte`, `_lte`, `_like` suffixes of those matched to a column.
 */
import { LIST_OPERATORS, type ListDefinition } from '#domain/lists'
import { MAX_PAGE_SIZE, MAX_POSITION, PAGE_SIZE } from '#validators/list_query'

type Parameter = { name: string; in: 'query'; description: string; schema: object }

const anyOf = (items: object) => ({ type: 'array', items })

const OPERATOR_MEANINGS: Record<(typeof LIST_OPERATORS)[number], string> = {
  ne: 'is none of',
  gte: 'is at least',
  lte: 'is at most',
  like: 'contains',
}

function pageParameters({ sorts, defaultSort }: ListDefinition): Parameter[] {
  const position = { type: 'integer', maximum: MAX_POSITION }
  return [
    { name: '_start', in: 'query', description: 'The first row, from 0', schema: position },
    {
      name: '_end',
      in: 'query',
      description: `The row after the last (at most ${MAX_PAGE_SIZE} after _start; ${PAGE_SIZE} unless given)`,
      schema: position,
    },
    {
      name: '_sort',
      in: 'query',
      description: 'The field to sort by',
      schema: { type: 'string', enum: Object.keys(sorts), default: defaultSort },
    },
    {
      name: '_order',
      in: 'query',
      description: 'The sort order',
      schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    },
  ]
}

/* A filter on a column and its comparisons; a filter naming records by id takes whole numbers. */
function columnParameters(field: string, byId: boolean): Parameter[] {
  const value = byId ? { type: 'integer' } : { type: 'string' }
  return [
    { name: field, in: 'query', description: `${field} is any of these`, schema: anyOf(value) },
    ...LIST_OPERATORS.map((operator) => ({
      name: `${field}_${operator}`,
      in: 'query' as const,
      description: `${field} ${OPERATOR_MEANINGS[operator]} this (each one, when repeated)`,
      schema: anyOf(value),
    })),
  ]
}

export function listParameters(list: ListDefinition): Parameter[] {
  const { filterColumns = {}, idFilterColumns = {}, filters = [] } = list
  // A list may read its search box its own way (`filters: ['q']`): it is a search box all the same.
  const searchable = Boolean(
    list.searchColumns?.length || list.customerColumn || filters.includes('q')
  )
  return [
    ...pageParameters(list),
    ...(searchable
      ? [
          {
            name: 'q',
            in: 'query' as const,
            description: 'Text to search the list for',
            schema: { type: 'string' },
          },
        ]
      : []),
    ...Object.keys(filterColumns).flatMap((field) => columnParameters(field, false)),
    ...Object.keys(idFilterColumns).flatMap((field) => columnParameters(field, true)),
    ...filters
      .filter((name) => name !== 'q')
      .map((name) => ({
        name,
        in: 'query' as const,
        description: `${name} is any of these`,
        schema: anyOf({ type: 'string' }),
      })),
  ]
}
