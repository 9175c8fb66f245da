/**
 * A list's filters and its CSV, read from and written to refine's `useTable` (server-side
 * pagination, sort and filters through simple-rest, kept in the address). `ListPage` lays them out.
 *
 * - the search box filters on `q`, the API's free-text search;
 * - Export CSV downloads the server's CSV of the WHOLE list with the table's current filters and
 *   sort (`GET /api/admin/<resource>.csv`), not the page on screen;
 * - `listFilter` / `setListFilter` read and set one filter (`eq` unless told; undefined clears it)
 *   and go back to the first page.
 */
import { useState } from 'react'
import { DownloadOutlined } from '@ant-design/icons'
import { useTranslate, type CrudFilter, type CrudSort, type LogicalFilter } from '@refinedev/core'
import { generateFilter, generateSort, stringify } from '@refinedev/simple-rest'
import { App, Button, Input, Select } from 'antd'
import type { Breakpoint } from 'antd'
import type { HttpError } from '@refinedev/core'
import { http } from '../providers/http'

/**
 * For a list's secondary columns: a 360 px phone shows only the ones staff pick a row by (number,
 * customer, status, amount) instead of a table to scroll sideways; the record page has the rest.
 */
export const FROM_TABLET: Breakpoint[] = ['md']

/** The part of `useTable`'s answer the toolbar reads and changes, and the resource it lists. */
export interface ListState {
  resource: string
  filters: CrudFilter[]
  sorters: CrudSort[]
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void
  setCurrentPage: (page: number) => void
}

type Scalar = string | number | boolean

export function listFilter<Value extends Scalar>(
  table: ListState,
  field: string,
  operator: LogicalFilter['operator'] = 'eq'
): Value | undefined {
  const filter = table.filters.find(
    (candidate) =>
      'field' in candidate && candidate.field === field && candidate.operator === operator
  )
  return filter?.value as Value | undefined
}

export function setListFilter(
  table: ListState,
  field: string,
  value: Scalar | null | undefined,
  operator: LogicalFilter['operator'] = 'eq'
): void {
  // An emptied box or a cleared select removes the filter (refine drops undefined values).
  const kept = value === '' || value === null ? undefined : value
  table.setFilters([{ field, operator, value: kept }], 'merge')
  table.setCurrentPage(1)
}

/** The list's query as simple-rest sends it, without the page bounds. */
function listQuery(table: ListState): string {
  const sort = generateSort(table.sorters)
  return stringify({
    ...generateFilter(table.filters),
    ...(sort ? { _sort: sort._sort.join(','), _order: sort._order.join(',') } : {}),
  })
}

function filenameOf(disposition: string | undefined, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback
}

/** Saves a file the browser already holds under the name the server gave it. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function ExportCsvButton({ table }: { table: ListState }) {
  const translate = useTranslate()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const { resource } = table
      const query = listQuery(table)
      const response = await http.get<Blob>(
        `/api/admin/${resource}.csv${query ? `?${query}` : ''}`,
        { responseType: 'blob', headers: { Accept: 'text/csv' } }
      )
      save(response.data, filenameOf(response.headers['content-disposition'], `${resource}.csv`))
    } catch (error) {
      message.error((error as HttpError).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      {translate('list.exportCsv', 'Export CSV')}
    </Button>
  )
}

/** The free-text search on `q`: Enter or the search button applies it, clearing removes it. */
export function SearchBox({ table, label }: { table: ListState; label: string }) {
  const [text, setText] = useState(listFilter<string>(table, 'q') ?? '')
  return (
    <Input.Search
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => setListFilter(table, 'q', value.trim())}
      placeholder={label}
      aria-label={label}
      style={{ width: 280, maxWidth: '100%' }}
    />
  )
}

/** A column's values offered as a filter above the table, e.g. the statuses. */
export interface ColumnFilter<Value extends string = string> {
  /** The API's filter; the column's field unless told. */
  field?: string
  choices: readonly Value[]
  /** Each choice as the column's cells name it. */
  choiceLabel(value: Value): string
  /** Shown while nothing is chosen: the whole list ("All statuses"). */
  placeholder: string
  width?: number
}

/** One filter picked from a fixed list; clearing it shows the whole list again. */
export function ChoiceFilter({
  table,
  field,
  label,
  filter: { choices, choiceLabel, placeholder, width = 200 },
}: {
  table: ListState
  field: string
  label: string
  filter: ColumnFilter
}) {
  return (
    <Select<string>
      allowClear
      value={listFilter<string>(table, field)}
      onChange={(value) => setListFilter(table, field, value)}
      placeholder={placeholder}
      aria-label={label}
      options={choices.map((value) => ({ value, label: choiceLabel(value) }))}
      style={{ width }}
    />
  )
}
