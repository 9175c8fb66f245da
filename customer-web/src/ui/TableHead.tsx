import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** A column: its heading's message id, or that with a class (`content-num` for figures). */
export type TableColumn = string | { id: string; className: string }

/**
 * The start of a table: a caption for screen readers (when `captionId` is given) and the header row, one
 * column heading per message id.
 */
export function TableHead({
  captionId,
  columns,
}: {
  captionId?: string
  columns: readonly TableColumn[]
}) {
  return (
    <>
      {captionId && (
        <caption className="visually-hidden">
          <FormattedMessage id={captionId} />
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => {
            const { id, className } = typeof column === 'string' ? { id: column } : column
            return (
              <th key={id} scope="col" className={className}>
                <FormattedMessage id={id} />
              </th>
            )
          })}
        </tr>
      </thead>
    </>
  )
}

/** A table of figures on a content page (content.css): its caption and headings, then `children` as its rows. */
export function ContentTable({
  captionId,
  columns,
  children,
}: {
  captionId: string
  columns: readonly TableColumn[]
  children: ReactNode
}) {
  return (
    <table className="content-table">
      <TableHead captionId={captionId} columns={columns} />
      <tbody>{children}</tbody>
    </table>
  )
}

/** A column of a table drawn from rows of data: its heading's message id and what each row shows in it. */
interface DataColumn<Row> {
  id: string
  cell: (row: Row) => ReactNode
}

/**
 * A table that may be wider than a phone: it scrolls sideways inside its own box rather than
 * widening the page; the box is a named region the keyboard reaches, so arrow keys scroll it too.
 * `columns` head it and fill one row per item of `rows`; `foot` holds the rows of its foot.
 */
export function WideTable<Row>({
  labelId,
  className,
  columns,
  rows,
  foot,
}: {
  labelId: string
  className: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  foot?: ReactNode
}) {
  const intl = useIntl()
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={intl.formatMessage({ id: labelId })}
      tabIndex={0}
    >
      <table className={className}>
        <TableHead columns={columns.map((column) => column.id)} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.id}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  )
}
