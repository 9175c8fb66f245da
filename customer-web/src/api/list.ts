/**
 * The URL of one page of a list in the API's list convention: `_start`/`_end` (end exclusive), `_sort`/`_order`,
 * and `field=value` filters (an empty or undefined value sets no filter). Pages count from 1.
 */
export interface ListParams {
  page: number
  pageSize: number
  filters?: Record<string, string | number | undefined | null>
  sort?: { field: string; order: 'asc' | 'desc' }
}

export function listUrl(path: string, { page, pageSize, filters = {}, sort }: ListParams): string {
  const params = new URLSearchParams({
    _start: String((page - 1) * pageSize),
    _end: String(page * pageSize),
  })
  if (sort) {
    params.set('_sort', sort.field)
    params.set('_order', sort.order)
  }
  for (const [field, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(field, String(value))
  }
  return `${path}?${params}`
}
