/**
 * The back office's charts. @ant-design/plots (G2) is large, so this module is only ever imported
 * lazily (`lazy(() => import('../../shared/charts').then(...))`): it stays out of the first load.
 * Each chart is drawn on a canvas, so each one is labelled and sits beside the same figures as text.
 */
import { Column, Funnel } from '@ant-design/plots'

export interface ChartDatum {
  label: string
  value: number
}

interface ChartProps {
  data: ChartDatum[]
  /** What the chart shows, read out by screen readers. */
  title: string
  rtl: boolean
}

/**
 * Right to left, the columns run from the right and the value axis stands on the right. The canvas
 * itself stays left-to-right: G2 places each axis label by its own side, and a canvas that inherits
 * `rtl` flips the labels' alignment onto their tick lines.
 */
export function ColumnChart({ data, title, rtl }: ChartProps) {
  return (
    <div role="img" aria-label={title} dir="ltr">
      <Column
        data={rtl ? [...data].reverse() : data}
        xField="label"
        yField="value"
        height={280}
        axis={{ x: { labelAutoRotate: true }, y: { position: rtl ? 'right' : 'left' } }}
        label={{ text: 'value', position: 'inside' }}
      />
    </div>
  )
}

export function FunnelChart({ data, title }: ChartProps) {
  return (
    <div role="img" aria-label={title} dir="ltr">
      <Funnel data={data} xField="label" yField="value" height={280} legend={false} />
    </div>
  )
}
