/**
 * Columns that lists share, as antd column objects for `ListPage`: each takes the field it shows,
 * its heading and its settings (`SORTED`, `SECONDARY`, or any antd column setting) and adds how
 * its cells read. Pages import them as one name: `column.date('createdAt', …)`.
 */
import type { ReactNode } from 'react'
import type { useTranslate } from '@refinedev/core'
import type { TableColumnType } from 'antd'
import { Amount } from './Amount'
import { formatCustomer } from './format'
import { FROM_TABLET, type ColumnFilter } from './list'
import { StatusTag, type StatusLook } from './StatusTag'
import { When } from './When'

/**
 * A list's column: antd's, with a plain-text heading, and `filter` to offer its values as a
 * filter above the table (the heading names it).
 */
export type ListColumn<Row> = Omit<TableColumnType<Row>, 'title'> & {
  title: string
  filter?: ColumnFilter
  /** Its cells link to a page: the row's own (`true`: `/<resource>/<row key>`) or the one given. */
  opens?: true | ((row: Row) => string)
  /** It stays at the row's end, in view, while the other columns scroll sideways (see `actions`). */
  pinned?: true
}
type Column<Row> = ListColumn<Row>
// The helpers take the row type from the list's `columns`, not from the settings they are given.
type Settings<Row, Extra = object> = Partial<Column<NoInfer<Row>>> & Extra
type Field<Row> = NoInfer<keyof Row & string>

/** The list sorts on the server by this column's field. */
export const SORTED = { sorter: true } as const
/** Left out on a phone (see `FROM_TABLET`). */
export const SECONDARY = { responsive: FROM_TABLET }
export const SECONDARY_SORTED = { ...SECONDARY, ...SORTED }

export function date<Row>(
  dataIndex: Field<Row>,
  title: string,
  { withTime, ...settings }: Settings<Row, { withTime?: boolean }> = {}
): Column<Row> {
  return {
    ...(settings as Column<Row>),
    dataIndex,
    title,
    render: (iso: string | null) => <When iso={iso} withTime={withTime} />,
  }
}

/** Amounts line up at the end of the cell, where their digits compare. */
export function money<Row>(
  dataIndex: Field<Row>,
  title: string,
  settings: Settings<Row> = {}
): Column<Row> {
  return {
    ...(settings as Column<Row>),
    dataIndex,
    title,
    align: 'end',
    render: (cents: number | null) => <Amount cents={cents} />,
  }
}

type Translate = ReturnType<typeof useTranslate>

/**
 * The record's `status`, sortable, as the coloured state its own page shows, and offered as a
 * filter above the table; `translate` is the page's, for the heading and the filter's choices.
 */
export function status<Row>(
  translate: Translate,
  { namespace, statuses, colors }: StatusLook,
  /** The filter's choice for every status, and its width, when not the usual. */
  { all, width }: { all?: string; width?: number } = {}
): Column<Row> {
  return {
    dataIndex: 'status',
    title: translate('common.status', 'Status'),
    sorter: true,
    render: (value: string) => <StatusTag namespace={namespace} status={value} colors={colors} />,
    filter: {
      choices: statuses,
      choiceLabel: (value) => translate(`${namespace}.${value}`, value),
      placeholder: all ?? translate('common.allStatuses', 'All statuses'),
      width,
    },
  }
}

/** Whose record it is on one line: the suite, then the name; headed "Customer" unless told. */
export function customer<Row extends { customer?: { suite: string | null; name: string } }>(
  translate: Translate,
  settings: Settings<Row> = {}
): Column<Row> {
  return {
    ...(settings as Column<Row>),
    key: 'customer',
    title: settings.title ?? translate('common.customer', 'Customer'),
    render: (_, row) => formatCustomer(row.customer),
  }
}

/**
 * Whose record it is in two lines, for the warehouse's lists: the suite, and the name under it;
 * headed "Customer" unless told.
 */
export function suite<Row extends { customer?: { suite: string | null; name: string } }>(
  translate: Translate,
  settings: Settings<Row> = {}
): Column<Row> {
  return {
    ...customer(translate, settings),
    render: (_, row) => (
      <>
        {row.customer?.suite}
        <br />
        {row.customer?.name}
      </>
    ),
  }
}

type LinkSettings<Row> = Settings<Row, { text?: (row: NoInfer<Row>) => ReactNode }>

/** The cell that opens the row's own page; it reads `text` when told, else the field's value. */
export function record<Row>(
  dataIndex: Field<Row>,
  title: string,
  settings: LinkSettings<Row> = {}
): Column<Row> {
  return link(dataIndex, title, true, settings)
}

/** A cell that opens another page, e.g. the customer's, at the address `to` gives. */
export function link<Row>(
  dataIndex: Field<Row> | string[],
  title: string,
  to: Column<NoInfer<Row>>['opens'],
  { text, ...settings }: LinkSettings<Row> = {}
): Column<Row> {
  return {
    ...(settings as Column<Row>),
    dataIndex,
    title,
    opens: to as Column<Row>['opens'],
    ...(text && { render: (_: unknown, row: Row) => text(row) }),
  }
}

/**
 * The row's buttons (resolve, approve, retry), last in the row and pinned there: on a tablet or a
 * phone the table scrolls sideways, and the action staff came for would be off screen at its end.
 */
export function actions<Row>(
  title: string,
  render: (row: NoInfer<Row>) => ReactNode,
  settings: Settings<Row> = {}
): Column<Row> {
  return {
    ...(settings as Column<Row>),
    key: 'actions',
    title,
    pinned: true,
    render: (_: unknown, row: Row) => render(row),
  }
}
