import { lazy, Suspense, useState } from 'react'
import { useApiUrl, useCustom, useTranslate } from '@refinedev/core'
import { AutoComplete, Card, Descriptions, Empty, Flex, Result, Skeleton, Statistic } from 'antd'
import { isRtl, useI18nState } from '../../i18n'
import { formatCount } from '../../shared/format'
import { PageFrame } from '../../shared/PageFrame'
import type { ApiResponse } from '../../shared/registry'
import { Heatmap, type HeatCell } from './heatmap'

const FunnelChart = lazy(() =>
  import('../../shared/charts').then((module) => ({ default: module.FunnelChart }))
)

/** `GET /api/admin/analytics/funnels/:name`: sessions that reached each step after the previous ones. */
type FunnelAnswer = ApiResponse<'admin_analytics.funnel'>

// The funnels the API counts, and the customer app's busiest pages to start the heatmap from
// (any other page of the app can be typed in).
const FUNNEL = 'shipping_request'
const SUGGESTED_PAGES = [
  '/dashboard',
  '/packages',
  '/orders',
  '/wallet',
  '/notifications',
  '/tracking',
]

function FunnelCard() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const apiUrl = useApiUrl()
  const { query, result } = useCustom<FunnelAnswer>({
    url: `${apiUrl}/analytics/funnels/${FUNNEL}`,
    method: 'get',
    errorNotification: false,
  })
  const title = translate('analytics.shippingFunnel', 'Shipping requests: started, then completed')
  if (query.isError) {
    return (
      <Card title={title}>
        <Result status="warning" title={query.error.message} />
      </Card>
    )
  }
  if (query.isLoading) {
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    )
  }
  const funnel = result.data
  const steps = funnel.steps.map((step) => ({
    label: translate(`analytics.step.${step.event}`, step.event.replace(/_/g, ' ')),
    value: step.count,
  }))
  const conversion = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <Card title={title}>
      {steps[0]?.value ? (
        <Flex vertical gap={16}>
          <Statistic
            title={translate('analytics.conversion', 'Conversion')}
            value={conversion.format(funnel.conversion)}
          />
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
            <FunnelChart title={title} data={steps} rtl={isRtl(locale)} />
          </Suspense>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={steps.map((step) => ({
              key: step.label,
              label: step.label,
              children: formatCount(step.value, locale),
            }))}
          />
        </Flex>
      ) : (
        <Empty
          description={translate(
            'analytics.noFunnel',
            'No shipping request has been started yet: the funnel fills as customers use the app.'
          )}
        />
      )}
    </Card>
  )
}

function HeatmapCard() {
  const translate = useTranslate()
  const apiUrl = useApiUrl()
  const [page, setPage] = useState(SUGGESTED_PAGES[0])
  const [typed, setTyped] = useState(page)
  const { query, result } = useCustom<HeatCell[]>({
    url: `${apiUrl}/analytics/heatmap`,
    method: 'get',
    config: { query: { page } },
    errorNotification: false,
  })
  const label = translate('analytics.page', 'Page of the customer app')

  return (
    <Card title={translate('analytics.heatmap', 'Clicks on a page')}>
      <Flex vertical gap={16}>
        <AutoComplete
          value={typed}
          options={SUGGESTED_PAGES.map((value) => ({ value }))}
          onChange={setTyped}
          onSelect={(value: string) => setPage(value)}
          onBlur={() => typed.trim() && setPage(typed.trim())}
          onKeyDown={(event) => event.key === 'Enter' && typed.trim() && setPage(typed.trim())}
          aria-label={label}
          placeholder={label}
          style={{ width: 320, maxWidth: '100%' }}
        />
        {query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : query.isLoading ? (
          <Skeleton active />
        ) : result.data.length === 0 ? (
          <Empty
            description={translate(
              'analytics.noClicks',
              'No click recorded on this page yet. Try another page, e.g. /dashboard.'
            )}
          />
        ) : (
          <Heatmap cells={result.data} page={page} />
        )}
      </Flex>
    </Card>
  )
}

export default function AnalyticsPage() {
  const translate = useTranslate()
  return (
    <PageFrame title={translate('analytics.analytics', 'Analytics')}>
      <FunnelCard />
      <HeatmapCard />
    </PageFrame>
  )
}
