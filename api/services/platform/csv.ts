import { Readable, pipeline } from 'node:stream'
import { type Options, stringify } from 'csv-stringify'
import { stringify as stringifyNow } from 'csv-stringify/sync'
import type { HttpContext } from '@adonisjs/core/http'
import type { ListParams } from '#domain/lists'
import { sendPage } from '#services/platform/lists'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'

/* A spreadsheet runs a cell starting with one of these as a formula: a leading quote makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * RFC 4180 with CRLF line ends. Only text typed by someone is neutralised (a negative amount stays
 * a number); other values are written as they print, `true` as `true` and nothing as an empty cell.
 */
const csvOptions: Options = {
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  cast: {
    string: (text) => (FORMULA_START.test(text) ? `'${text}` : text),
    boolean: String,
    date: String,
    object: String,
  },
}

/** One cell as it is written in a line. */
export const csvCell = (value: unknown) => stringifyNow([[value]], { ...csvOptions, eof: false })

export const csvLine = (cells: unknown[]) => stringifyNow([cells], csvOptions)

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

type CustomerReference = { suite: unknown; name: unknown }

/* Whose the row is, in two columns: the customer's suite and name. */
const CUSTOMER_COLUMNS: CsvColumn<{ customer?: CustomerReference | null }>[] = [
  { header: 'suite', value: (row) => row.customer?.suite },
  { header: 'customer', value: (row) => row.customer?.name },
]

/**
 * Columns that each print the row's field of the same name; the `customer` a staff view names
 * its row's owner with prints as two columns, the customer's suite and name.
 */
export const fieldColumns = <Row>(...fields: (keyof Row & string)[]): CsvColumn<Row>[] =>
  fields.flatMap((field) =>
    field === 'customer'
      ? (CUSTOMER_COLUMNS as CsvColumn<Row>[])
      : [{ header: field, value: (row: Row) => row[field] }]
  )

/**
 * Streams a list as CSV a batch of rows at a time, so that memory stays flat however long the
 * list is. `rows` is either `page(start, end)` with the list's own filters and sort, read
 * `pageSize` rows at a time, or the batches themselves (`listBatches`, which stays fast deep into
 * a long list where offsets do not). The first batch is read before anything is sent: a list
 * that cannot be read answers with an error status, not with a 200 and a truncated file.
 */
export async function streamCsv<Row>(
  { response }: HttpContext,
  filename: string,
  columns: CsvColumn<Row>[],
  rows: ((start: number, end: number) => Promise<Row[]>) | AsyncIterable<Row[]>,
  pageSize = 100
) {
  const batches = (typeof rows === 'function' ? pages(rows, pageSize) : rows)[
    Symbol.asyncIterator
  ]()
  const first = await batches.next()
  async function* records() {
    yield columns.map((column) => column.header)
    if (first.done) return
    yield* first.value.map((row) => columns.map((c) => c.value(row)))
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      yield* next.value.map((row) => columns.map((c) => c.value(row)))
    }
  }
  response.header('content-type', 'text/csv; charset=utf-8')
  response.header('content-disposition', `attachment; filename="${filename}"`)
  /* A batch that fails later breaks the stream and the connection: no file cut short looks whole. */
  response.stream(pipeline(Readable.from(records()), stringify(csvOptions), () => {}))
}

async function* pages<Row>(page: (start: number, end: number) => Promise<Row[]>, size: number) {
  for (let start = 0; ; start += size) {
    const rows = await page(start, start + size)
    if (rows.length) yield rows
    if (rows.length < size) return
  }
}

/** `.csv` routes, or `Accept: text/csv` on the list's own URL. */
export const wantsCsv = ({ request }: HttpContext) =>
  request.url().endsWith('.csv') || /\btext\/csv\b/.test(request.header('accept') ?? '')

/**
 * A back-office list: how to read a page of it, how to show a row, and its CSV file. What it
 * sorts and filters by is its route's list (`listOfRoute`). A list that can grow long also says how to read all of it in batches
 * (`listBatches`); others are exported page by page.
 */
export type ExportableList<Model, Row> = {
  load: (params: ListParams<string>) => Promise<{ rows: Model[]; total: number }>
  batches?: (params: ListParams<string>) => AsyncIterable<Model[]>
  /** Rows as they are sent: a page at a time, through the resource's transformer. */
  present: (records: Model[]) => Promise<Row[]>
  filename: string
  columns: CsvColumn<Row>[]
}

/**
 * The answer of every back-office list: the page as JSON with `x-total-count`, or, when the
 * client asks for CSV, the whole list with the same filters and sort, streamed.
 */
export async function respondWithList<Model, Row>(
  ctx: HttpContext,
  { load, batches, present, filename, columns }: ExportableList<Model, Row>
) {
  const params = listParams(ctx.request.qs(), listOfRoute(ctx.route))
  if (wantsCsv(ctx)) {
    const rows = batches
      ? presented(batches(params), present)
      : async (start: number, end: number) => {
          const page = await load({ ...params, start, end })
          return present(page.rows)
        }
    return streamCsv(ctx, filename, columns, rows)
  }
  return sendPage(ctx.response, await load(params), present)
}

async function* presented<Model, Row>(
  batches: AsyncIterable<Model[]>,
  present: (records: Model[]) => Promise<Row[]>
) {
  for await (const batch of batches) yield await present(batch)
}
