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

export function ColumnChart({ data, title, rtl }: ChartProps) {
  return (
    <div role="img" aria-label={title}>
      <Column
        data={rtl ? [...data].reverse() : data}
        xField="label"
        yField="value"
        height={280}
        axis={{ x: { labelAutoRotate: true } }}
        label={{ text: 'value', position: 'inside' }}
      />
    </div>
  )
}

export function FunnelChart({ data, title }: ChartProps) {
  return (
    <div role="img" aria-label={title}>
      <Funnel data={data} xField="label" yField="value" height={280} legend={false} />
    </div>
  )
}
