import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'

/* A spreadsheet runs a cell starting with one of these as a formula: a leading quote makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One RFC 4180 cell: formulas neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

/**
 * Streams a list as CSV, one page at a time (`page(start, end)` with the list's own filters and
 * sort), so that memory stays flat however long the list is.
 */
export function streamCsv<Row>(
  { response }: HttpContext,
  filename: string,
  columns: CsvColumn<Row>[],
  page: (start: number, end: number) => Promise<Row[]>,
  pageSize = 100
) {
  async function* lines() {
    yield csvLine(columns.map((column) => column.header))
    for (let start = 0; ; start += pageSize) {
      const rows = await page(start, start + pageSize)
      if (rows.length) yield rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')
      if (rows.length < pageSize) return
    }
  }
  response.header('content-type', 'text/csv; charset=utf-8')
  response.header('content-disposition', `attachment; filename="${filename}"`)
  response.stream(Readable.from(lines()))
}

/** `.csv` routes, or `Accept: text/csv` on the list's own URL. */
export const wantsCsv = ({ request }: HttpContext) =>
  request.url().endsWith('.csv') || /\btext\/csv\b/.test(request.header('accept') ?? '')
