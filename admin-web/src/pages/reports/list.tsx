import { lazy, Suspense } from 'react'
import { ReloadOutlined } from '@ant-design/icons'
import { useApiUrl, useCustom, useTranslate } from '@refinedev/core'
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Grid,
  Result,
  Row,
  Skeleton,
  Statistic,
} from 'antd'
import { isRtl, useI18nState } from '../../i18n'
import { formatCount, formatMoney } from '../../shared/format'
import { PageFrame } from '../../shared/PageFrame'
import type { ApiResponse } from '../../shared/registry'
import { ORDER_STATUSES, type OrderStatus } from '../orders/moves'

// The chart library loads only once the figures are there to draw.
const ColumnChart = lazy(() =>
  import('../../shared/charts').then((module) => ({ default: module.ColumnChart }))
)

/**
 * `GET /api/admin/stats`; revenue is left out of the answer to staff. The count of orders by
 * status is typed `any` by the API (an object built from untyped database rows), so its shape is
 * said here.
 */
/** What locking prices at the request cost and gave back: packing, then the carriers' duty bills. */
const LOCKED_PRICE_FIGURES = [
  ['packing', 'absorbed'],
  ['packing', 'credited'],
  ['duties', 'absorbed'],
  ['duties', 'credited'],
] as const

type Stats = Omit<ApiResponse<'admin_stats.show'>, 'ordersByStatus'> & {
  ordersByStatus: Record<string, number>
}

/** Orders by status in the order state machine's own order; unknown states last. */
function byLifecycle([a]: [string, number], [b]: [string, number]): number {
  const rank = (status: string) => {
    const index = ORDER_STATUSES.indexOf(status as OrderStatus)
    return index === -1 ? ORDER_STATUSES.length : index
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

/**
 * The admins' figures: revenue, users, what is stored and in transit, what packing absorbed or
 * credited against the prices locked at the request, and orders by status.
 */
export default function ReportsPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const wide = Grid.useBreakpoint().sm !== false
  const apiUrl = useApiUrl()
  const title = translate('reports.title', 'Reports')

  // No toast on failure: the page shows the error itself, in place of the figures.
  const { query, result } = useCustom<Stats>({
    url: `${apiUrl}/stats`,
    method: 'get',
    errorNotification: false,
  })

  if (query.isError) {
    return (
      <PageFrame title={title}>
        <div role="alert">
          <Result
            status="warning"
            title={translate('reports.unavailable', 'The figures could not be loaded')}
            subTitle={query.error.message}
            extra={
              <Button
                icon={<ReloadOutlined />}
                onClick={() => query.refetch()}
                loading={query.isFetching}
              >
                {translate('common.retry', 'Try again')}
              </Button>
            }
          />
        </div>
      </PageFrame>
    )
  }

  const loading = query.isLoading
  const stats = result.data
  const counted = (key: 'users' | 'packagesInStorage' | 'shipmentsInTransit', label: string) => ({
    key,
    label,
    format: (values: Stats) => formatCount(values[key], locale),
  })
  // The revenue tile only when the API sent the figure: an empty tile would read as no revenue.
  const figures: { key: string; label: string; format: (values: Stats) => string }[] = [
    ...(loading || stats.revenueCents !== undefined
      ? [
          {
            key: 'revenue',
            label: translate('reports.revenue', 'Revenue'),
            format: (values: Stats) => formatMoney(values.revenueCents, locale),
          },
        ]
      : []),
    counted('users', translate('reports.users', 'Users')),
    counted('packagesInStorage', translate('reports.packagesInStorage', 'Packages in storage')),
    counted('shipmentsInTransit', translate('reports.shipmentsInTransit', 'Shipments in transit')),
  ]
  const statusLabel = (status: string) =>
    translate(`orderStatus.${status}`, status.replace(/_/g, ' '))
  const orders = loading ? [] : Object.entries(stats.ordersByStatus ?? {}).sort(byLifecycle)

  return (
    <PageFrame title={title}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} xl={24 / figures.length}>
            <Card loading={loading}>
              {!loading && <Statistic title={figure.label} value={figure.format(stats)} />}
            </Card>
          </Col>
        ))}
        {(loading || stats.lockedPrices) && (
          <Col span={24}>
            <Card
              title={translate('reports.lockedPrices', 'Prices locked at the request')}
              loading={loading}
            >
              {!loading && stats.lockedPrices && (
                <Descriptions
                  bordered
                  size="small"
                  // Two a row, whatever the width: each cause's absorbed and credited side by side
                  // (antd puts three on wide screens where a breakpoint is not named).
                  column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
                  // On a phone each figure stands under its label: beside it, in a third of the
                  // width, "shipments" broke in the middle.
                  layout={wide ? 'horizontal' : 'vertical'}
                  items={LOCKED_PRICE_FIGURES.map(([cause, kind]) => ({
                    key: `${cause}.${kind}`,
                    label: translate(`reports.lockedPrices.${cause}.${kind}`, `${cause} ${kind}`),
                    children: translate(
                      'reports.lockedPrices.figure',
                      {
                        count: formatCount(stats.lockedPrices![cause][kind].count, locale),
                        amount: formatMoney(stats.lockedPrices![cause][kind].totalCents, locale),
                      },
                      '{amount} · shipments: {count}'
                    ),
                  }))}
                />
              )}
            </Card>
          </Col>
        )}
        <Col span={24}>
          <Card title={translate('reports.ordersByStatus', 'Orders by status')} loading={loading}>
            {orders.length === 0 ? (
              <Empty description={translate('reports.noOrders', 'No orders yet')} />
            ) : (
              <>
                <Suspense
                  fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}
                >
                  <ColumnChart
                    title={translate('reports.ordersByStatus', 'Orders by status')}
                    rtl={isRtl(locale)}
                    data={orders.map(([status, count]) => ({
                      label: statusLabel(status),
                      value: count,
                    }))}
                  />
                </Suspense>
                <Descriptions
                  bordered
                  size="small"
                  column={{ xs: 1, sm: 2, lg: 3 }}
                  items={orders.map(([status, count]) => ({
                    key: status,
                    label: statusLabel(status),
                    children: formatCount(count, locale),
                  }))}
                />
              </>
            )}
          </Card>
        </Col>
      </Row>
    </PageFrame>
  )
}
