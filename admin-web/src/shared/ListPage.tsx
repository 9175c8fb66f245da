/**
 * A back-office list page: its heading, a toolbar (search, the list's own filters, Export CSV) and
 * a table whose pages and sort are refine's `useTable`, kept in the address.
 *
 *   const table = useListTable<ReturnRow>('returns', { field: 'createdAt', order: 'desc' })
 *   <ListPage table={table} columns={[column.record(…), column.status(…), column.date(…)]} />
 *
 * Unless the page says otherwise, the heading is the resource's name as the menu shows it
 * (`<resource>.<resource>`), and the search box's label and what an empty page says are the
 * resource's `<resource>.search` and `<resource>.empty`.
 *
 * A column with `sorter: true` sorts on the server by its `dataIndex` and shows the sort the
 * address holds; a column with a `filter` puts that filter in the toolbar, in the columns' order.
 */
import type { ReactNode } from 'react'
import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import {
  useTranslate,
  useUserFriendlyName,
  type BaseRecord,
  type CrudSort,
  type HttpError,
} from '@refinedev/core'
import { Card, Empty, Flex, Table, type TableProps } from 'antd'
import { Link } from 'react-router'
import type { ListColumn } from './columns'
import { ChoiceFilter, ExportCsvButton, SearchBox, type ListState } from './list'
import { PageFrame } from './PageFrame'

/**
 * `useTable` for the resource under /api/admin, first sorted by `sort`. Its page, sort and filters
 * live in the address unless `syncWithLocation` is false.
 */
export function useListTable<Row extends BaseRecord>(
  resource: string,
  sort: CrudSort,
  { syncWithLocation }: { syncWithLocation?: boolean } = {}
) {
  const table = useTable<Row, HttpError>({
    resource,
    sorters: { initial: [sort] },
    syncWithLocation,
  })
  return { ...table, resource }
}

interface ListPageProps<Row> {
  /** The heading, when the list is more than the resource, e.g. "Comment moderation". */
  title?: string
  /** Beside the title: the page's own action, e.g. "Receive a package". */
  extra?: ReactNode
  table: ListState & { tableProps: TableProps<Row> }
  /** The search box's label, when not the resource's own; false: no search, and no toolbar. */
  search?: string | false
  /** Filter controls of the list's own, after the columns' filters. */
  filters?: ReactNode
  /** Whether the API serves the list as CSV (`GET /api/admin/<resource>.csv`). */
  csv?: boolean
  /** Above the table, e.g. what the list is for. */
  intro?: ReactNode
  /** The field that tells rows apart; refine's records are told apart by `id`. */
  rowKey?: keyof Row & string
  columns: ListColumn<Row>[]
  /** What an empty page says; a text is shown as antd's empty picture with it. */
  empty?: ReactNode
}

export function ListPage<Row>({
  title,
  extra,
  table,
  search,
  filters,
  csv = true,
  intro,
  rowKey = 'id' as keyof Row & string,
  columns,
  empty,
}: ListPageProps<Row>) {
  const translate = useTranslate()
  const friendlyName = useUserFriendlyName()
  const { resource } = table
  // The menu's own fallback, so that heading and menu agree even without the language's messages.
  const heading = title ?? translate(`${resource}.${resource}`, friendlyName(resource, 'plural'))
  const searchLabel = search === false ? undefined : (search ?? translate(`${resource}.search`))
  const emptyText = empty ?? translate(`${resource}.empty`)
  const recordPath = (row: Row) => `/${table.resource}/${String(row[rowKey])}`
  // antd is given its own column settings; the filters stand in the toolbar. A pinned column is
  // fixed 'right', the row's end in both directions: antd swaps left and right on an RTL page.
  const tableColumns = columns.map(({ filter: _filter, opens, pinned, ...column }) => ({
    ...column,
    ...(pinned && { fixed: 'right' as const }),
    ...(column.sorter && {
      defaultSortOrder: getDefaultSortOrder(String(column.dataIndex), table.sorters),
    }),
    ...(opens && {
      render: (value: ReactNode, row: Row, index: number) => (
        <Link to={opens === true ? recordPath(row) : opens(row)}>
          {column.render ? (column.render(value, row, index) as ReactNode) : value}
        </Link>
      ),
    }),
  }))
  return (
    <PageFrame title={heading} extra={extra}>
      <Card>
        {intro}
        {searchLabel !== undefined && (
          <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
            <Flex wrap gap={8}>
              <SearchBox table={table} label={searchLabel} />
              {columns.map(
                ({ filter, ...column }) =>
                  filter && (
                    <ChoiceFilter
                      key={column.title}
                      table={table}
                      field={filter.field ?? String(column.dataIndex)}
                      label={column.title}
                      filter={filter}
                    />
                  )
              )}
              {filters}
            </Flex>
            {csv && <ExportCsvButton table={table} />}
          </Flex>
        )}
        <Table<Row>
          {...table.tableProps}
          rowKey={rowKey}
          scroll={{ x: 'max-content' }}
          columns={tableColumns}
          locale={{
            emptyText:
              typeof emptyText === 'string' ? <Empty description={emptyText} /> : emptyText,
          }}
        />
      </Card>
    </PageFrame>
  )
}
