import type { ListCondition } from '#validators/list_query'
import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'

/** A page of a list in refine's simple-rest shape: `_start` to `_end` (exclusive), sorted, filtered. */
export type ListParams<Sort extends string> = {
  start: number
  end: number
  sort: Sort
  order: 'asc' | 'desc'
  filters: Record<string, string[] | undefined>
  /** `field_ne`, `field_gte`, `field_lte`, `field_like` of the list's filter names. */
  conditions?: ListCondition[]
}

/** The rows of the page and the total count of the filtered list (for `x-total-count`). */
export async function listPage<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  params: ListParams<string>
) {
  const [{ total }] = await query
    .clone()
    .clearSelect()
    .clearOrder()
    .count('* as total')
    .pojo<{ total: number | string }>()
  const rows = await query
    .orderBy(params.sort, params.order)
    .orderBy('id', params.order)
    .offset(params.start)
    .limit(params.end - params.start)
  return { rows, total: Number(total) }
}
