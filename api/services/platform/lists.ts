import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { StrictValues } from '@adonisjs/lucid/types/querybuilder'
import string from '@adonisjs/core/helpers/string'
import db from '@adonisjs/lucid/services/db'
import type { ListDefinition, ListOperator, ListParams } from '#domain/lists'
import { foldForSearch, suiteSearchOf } from '#domain/search'

/* What each comparison suffix a list accepts means in SQL. */
const OPERATORS: Record<ListOperator, string> = { ne: '<>', gte: '>=', lte: '<=', like: 'like' }

/**
 * The rows of the page and the total count of the filtered list (for `x-total-count`), counted
 * here unless the list knows it already.
 */
export async function listPage<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  params: ListParams<string>,
  knownTotal?: Promise<number>
) {
  const total = await (knownTotal ?? countRows(query))
  const rows = await query
    .orderBy(params.sort, params.order)
    .orderBy('id', params.order)
    .offset(params.start)
    .limit(params.end - params.start)
  return { rows, total }
}

async function countRows(query: ModelQueryBuilderContract<LucidModel>) {
  const [{ total }] = await query
    .clone()
    .clearSelect()
    .clearOrder()
    .count('* as total')
    .pojo<{ total: number | string }>()
  return Number(total)
}

/**
 * The whole filtered, sorted list, `batchSize` rows at a time, for exports. Each batch starts
 * after the previous one's last (sort value, id) rather than at an offset: the database seeks
 * to it in the index, where an offset walks every row before it and each batch gets slower.
 * The sort column must be NOT NULL (a NULL is neither before nor after anything). Batches stay
 * small: Lucid matches preloaded relations row against row, which grows with the square of it.
 */
export async function* listBatches<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  params: ListParams<string>,
  batchSize = 200
): AsyncGenerator<InstanceType<Model>[]> {
  const { sort, order } = params
  const after = order === 'asc' ? '>' : '<'
  let last: { value: StrictValues; id: StrictValues } | undefined
  for (;;) {
    const batch = query.clone().orderBy(sort, order).orderBy('id', order).limit(batchSize)
    if (last) {
      const { value, id } = last
      batch.where((keyset) =>
        keyset
          .where(sort, after, value)
          .orWhere((tie) => tie.where(sort, value).where('id', after, id))
      )
    }
    const rows = await batch
    if (rows.length) yield rows
    if (rows.length < batchSize) return
    const lastRow = rows[rows.length - 1]
    last = { value: columnValue(lastRow, sort), id: columnValue(lastRow, 'id') }
  }
}

/** A row's `column` as the database stores it (a DateTime as Lucid writes it), for a where clause. */
function columnValue(row: LucidRow, column: string): StrictValues {
  const Model = row.constructor as LucidModel
  const attribute = Model.$keys.columnsToAttributes.get(column) ?? column
  const value = row.$attributes[attribute]
  const prepare = Model.$getColumn(attribute)?.prepare
  return prepare ? prepare(value, attribute, row) : value
}

/**
 * One page of a list as the apps read it: the rows as `present` shows them, and the total of the
 * filtered list in `x-total-count`, which is how they know how many pages there are.
 */
export function sendPage<Model, Shown>(
  response: HttpContext['response'],
  { rows, total }: { rows: Model[]; total: number },
  present: (rows: Model[]) => Shown
) {
  response.header('x-total-count', total)
  return present(rows)
}

/** A list sent whole (no pages): its length is its total, said like every other list's. */
export function wholeList<Row>(response: HttpContext['response'], rows: readonly Row[]) {
  response.header('x-total-count', rows.length)
  return rows
}

/**
 * The record ids a list's filter names. A value that is no whole number (`abc`, `1.5`, `1e400`)
 * names no record; it is dropped rather than sent, since MariaDB cannot be asked about NaN or
 * Infinity. With none left, the filter matches nothing.
 */
const filteredIds = (values: string[]) => values.map(Number).filter(Number.isSafeInteger)

/**
 * The condition "`column` contains `text`", for `whereRaw` and `orWhereRaw`: a plain LIKE, which
 * ignores case on both databases (knex's whereLike does not on MySQL), with its escape character
 * named, since SQLite has none by default, so that the `_` of an email address or a typed `%`
 * stand for themselves.
 */
export function containsText(column: string, text: string): [string, string[]] {
  return ['?? like ? escape ?', [column, `%${text.replace(/[!%_]/g, '!$&')}%`, '!']]
}

/**
 * Customers whose suite (typed with its prefix or without), name (folded: any accents, any
 * case, either script) or email contains the text.
 */
export function customersMatching(text: string) {
  return db
    .from('users')
    .select('id')
    .where((customer) =>
      customer
        .whereRaw(...containsText('search_name', foldForSearch(text)))
        .orWhereRaw(...containsText('email', text))
        .orWhereRaw(...containsText('customer_id', suiteSearchOf(text)))
    )
}

/**
 * Applies the list's `filterColumns` and `idFilterColumns`, their equality filters (repeated key:
 * any of) and their `_ne`/`_gte`/`_lte`/`_like` conditions (`_ne` with several values excludes
 * each of them), and its search box: any of its `searchColumns` contains the text, or the row's
 * customer matches it, or what `searchFurther` adds to the same alternatives matches. An id filter
 * keeps only the values that are whole numbers.
 */
export function applyListFilters<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  params: ListParams<string>,
  { filterColumns = {}, idFilterColumns = {}, searchColumns = [], customerColumn }: ListDefinition,
  searchFurther?: (group: ModelQueryBuilderContract<Model>, text: string) => void
) {
  const text = params.filters.q?.[0]?.trim()
  if (text && (searchColumns.length || customerColumn || searchFurther)) {
    query.where((group) => {
      // Plain LIKE: case-insensitive on both databases, where knex's whereLike is not on MySQL.
      for (const column of searchColumns) group.orWhereRaw(...containsText(column, text))
      if (customerColumn) {
        group.orWhereIn(customerColumn, customersMatching(text))
      }
      searchFurther?.(group, text)
    })
  }
  const columns = { ...filterColumns, ...idFilterColumns }
  const valuesOf = (field: string, values: string[]): (string | number)[] =>
    Object.hasOwn(idFilterColumns, field) ? filteredIds(values) : values
  for (const [field, column] of Object.entries(columns)) {
    const values = params.filters[field]
    if (values) query.whereIn(column, valuesOf(field, values))
  }
  for (const { field, operator, values: given } of params.conditions ?? []) {
    const column = columns[field]
    if (!column) continue
    const values = valuesOf(field, given)
    if (operator === 'ne') query.whereNotIn(column, values)
    else if (operator === 'like')
      for (const value of values) query.whereRaw(...containsText(column, String(value)))
    else for (const value of values) query.where(column, OPERATORS[operator], value)
  }
  return query
}

/** Each API field with its column of the same name in snake case (`weightLb` → `weight_lb`). */
export const columnsOf = (...fields: string[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field, string.snakeCase(field)]))
