import { useTranslate } from '@refinedev/core'
import { theme } from 'antd'
import type { ApiResponse } from '../../shared/registry'

/** One grid cell of `GET /api/admin/analytics/heatmap`: its top-left corner in CSS pixels. */
export type HeatCell = ApiResponse<'admin_analytics.heatmap'>[number]

// The API counts clicks in squares of this size; the customer app is laid out for this width.
const CELL = 50
const PAGE_WIDTH = 1280
const HEADER = 64

/**
 * The clicks drawn over a plain outline of a customer page (header bar, content column), scaled
 * to the card's width: the busier a cell, the more opaque. Coordinates are the page's, as
 * recorded, so the outline is not mirrored for Arabic.
 */
export function Heatmap({ cells, page }: { cells: HeatCell[]; page: string }) {
  const translate = useTranslate()
  const { token } = theme.useToken()
  const busiest = Math.max(...cells.map((cell) => cell.count))
  const width = Math.max(PAGE_WIDTH, ...cells.map((cell) => cell.x + CELL))
  const height = Math.max(720, ...cells.map((cell) => cell.y + CELL))
  const total = cells.reduce((sum, cell) => sum + cell.count, 0)

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={translate('analytics.heatmapLabel', { page, total }, 'Clicks on {page}: {total}')}
      style={{
        width: '100%',
        height: 'auto',
        border: `1px solid ${token.colorBorder}`,
        direction: 'ltr',
      }}
    >
      <rect width={width} height={height} fill={token.colorBgContainer} />
      <rect width={width} height={HEADER} fill={token.colorFillSecondary} />
      <rect
        x={width * 0.1}
        y={HEADER + 32}
        width={width * 0.8}
        height={height - HEADER - 64}
        rx={8}
        fill="none"
        stroke={token.colorBorder}
        strokeDasharray="8 6"
      />
      {cells.map((cell) => (
        <rect
          key={`${cell.x}-${cell.y}`}
          data-testid="heat-cell"
          x={cell.x}
          y={cell.y}
          width={CELL}
          height={CELL}
          fill={token.colorError}
          fillOpacity={0.15 + 0.75 * (cell.count / busiest)}
        >
          <title>
            {translate('analytics.cellClicks', { count: cell.count }, 'Clicks: {count}')}
          </title>
        </rect>
      ))}
    </svg>
  )
}
