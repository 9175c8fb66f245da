/** What a list request asks for, as the list parameters read it and the services run it. */

/** The comparison suffixes refine's simple-rest sends (`status_ne=…`, `createdAt_gte=…`). */
export const LIST_OPERATORS = ['ne', 'gte', 'lte', 'like'] as const
export type ListOperator = (typeof LIST_OPERATORS)[number]
export type ListCondition = { field: string; operator: ListOperator; values: string[] }

/**
 * What a list offers: the API fields it sorts by, each mapped to its column, and the field it
 * sorts by when none is asked for; then what it filters on: the fields matched against a column
 * as they are (`filterColumns`, API field → column), those that name records by their id
 * (`idFilterColumns`), the columns its search box `q` looks in (`searchColumns`), the column
 * naming each row's customer (`customerColumn`, a user id: the search box then also finds a row
 * by its customer's suite, with or without its prefix, name or email), and the names its own
 * query reads in its own way (`filters`: a related record named by its number).
 */
export type ListDefinition = {
  sorts: Readonly<Record<string, string>>
  defaultSort: string
  filterColumns?: Readonly<Record<string, string>>
  idFilterColumns?: Readonly<Record<string, string>>
  searchColumns?: readonly string[]
  customerColumn?: string
  filters?: readonly string[]
}

/** A page of a list in refine's simple-rest shape: `_start` to `_end` (exclusive), sorted, filtered. */
export type ListParams<Sort extends string> = {
  start: number
  end: number
  sort: Sort
  order: 'asc' | 'desc'
  filters: Record<string, string[] | undefined>
  /** `field_ne`, `field_gte`, `field_lte`, `field_like` of the list's filter columns. */
  conditions?: ListCondition[]
}
