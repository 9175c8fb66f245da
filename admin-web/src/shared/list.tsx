/**
 * What every back-office list shares. A list page is refine's `useTable` (server-side pagination,
 * sort and filters through simple-rest, kept in the address) plus this toolbar:
 *
 *   const table = useTable<PackageRow>({ resource: 'packages', sorters: { initial: [...] } })
 *   <ListToolbar table={table} resource="packages" searchLabel={translate('packages.search', '…')}>
 *     <Select value={listFilter(table, 'status')} onChange={(v) => setListFilter(table, 'status', v)} />
 *   </ListToolbar>
 *   <Table {...table.tableProps} rowKey="id" locale={{ emptyText: <Empty description="…" /> }} />
 *
 * - the search box filters on `q`, the API's free-text search;
 * - Export CSV downloads the server's CSV of the WHOLE list with the table's current filters and
 *   sort (`GET /api/admin/<resource>.csv`), not the page on screen;
 * - `listFilter` / `setListFilter` read and set one filter (`eq` unless told; undefined clears it)
 *   and go back to the first page.
 */
import { useState, type ReactNode } from 'react'
import { DownloadOutlined } from '@ant-design/icons'
import { useTranslate, type CrudFilter, type CrudSort, type LogicalFilter } from '@refinedev/core'
import { generateFilter, generateSort, stringify } from '@refinedev/simple-rest'
import { App, Button, Flex, Input, Select } from 'antd'
import type { Breakpoint } from 'antd'
import type { HttpError } from '@refinedev/core'
import { http } from '../providers/http'

/**
 * For a list's secondary columns: a 360 px phone shows only the ones staff pick a row by (number,
 * customer, status, amount) instead of a table to scroll sideways; the record page has the rest.
 */
export const FROM_TABLET: Breakpoint[] = ['md']

/** The part of `useTable`'s answer the toolbar reads and changes. */
export interface ListState {
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

export function ExportCsvButton({ table, resource }: { table: ListState; resource: string }) {
  const translate = useTranslate()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
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

interface ListToolbarProps {
  table: ListState
  /** The resource's path under /api/admin, for its CSV. */
  resource: string
  searchLabel: string
  /** The list's own filter controls, shown after the search box. */
  children?: ReactNode
}

export function ListToolbar({ table, resource, searchLabel, children }: ListToolbarProps) {
  return (
    <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
      <Flex wrap gap={8}>
        <SearchBox table={table} label={searchLabel} />
        {children}
      </Flex>
      <ExportCsvButton table={table} resource={resource} />
    </Flex>
  )
}

interface StatusFilterProps<Status extends string> {
  table: ListState
  statuses: readonly Status[]
  /** Each status as the list's status tags name it. */
  optionLabel: (status: Status) => string
  label: string
  placeholder: string
}

/** The list's `status` filter; clearing it shows every status again. */
export function StatusFilter<Status extends string>({
  table,
  statuses,
  optionLabel,
  label,
  placeholder,
}: StatusFilterProps<Status>) {
  return (
    <Select<Status>
      allowClear
      value={listFilter<Status>(table, 'status')}
      onChange={(status) => setListFilter(table, 'status', status)}
      placeholder={placeholder}
      aria-label={label}
      options={statuses.map((status) => ({ value: status, label: optionLabel(status) }))}
      style={{ width: 200 }}
    />
  )
}
