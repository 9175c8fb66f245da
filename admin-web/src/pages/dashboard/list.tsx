/**
 * The staff's start page: what waits for them, queue by queue (`GET /api/admin/work-queue`). Each
 * queue's heading opens its list filtered to exactly what it counts; each record it names opens
 * that record. Revenue and the other figures are on the admins' Reports page.
 */
import { ReloadOutlined } from '@ant-design/icons'
import {
  stringifyTableParams,
  useApiUrl,
  useCustom,
  useTranslate,
  type CrudFilter,
} from '@refinedev/core'
import { Button, Card, Col, Flex, List, Result, Row, Typography } from 'antd'
import { Link } from 'react-router'
import type { WorkQueue } from '#domain/work_queue'
import { useI18nState } from '../../i18n'
import { formatCount, formatCustomer } from '../../shared/format'
import { PageFrame } from '../../shared/PageFrame'
import type { ApiResponse } from '../../shared/registry'
import { When } from '../../shared/When'

/** A queue as the API sends it: its count and its records that waited longest. */
type QueueState = ApiResponse<'admin_work_queue.show'>[number]

const byStatus = (value: string): CrudFilter[] => [{ field: 'status', operator: 'eq', value }]

/**
 * Where each queue leads: its list with the filter the API counts by, and the page of one of its
 * records (a failed job has none of its own: its list is where staff retry it).
 */
const QUEUE_LINKS: Record<
  WorkQueue,
  { list: string; filters?: CrudFilter[]; record: (reference: string) => string }
> = {
  expectedParcels: {
    list: '/packages',
    filters: byStatus('expected'),
    record: (number) => `/packages/${number}`,
  },
  unidentifiedParcels: {
    list: '/unidentified-packages',
    record: (number) => `/unidentified-packages/${number}`,
  },
  shipmentsToPack: {
    list: '/shipments',
    filters: [{ field: 'toPack', operator: 'eq', value: 'true' }],
    record: (number) => `/shipments/${number}`,
  },
  awaitingPayment: {
    list: '/shipments',
    filters: byStatus('invoiced'),
    record: (number) => `/shipments/${number}`,
  },
  paidToShip: {
    list: '/shipments',
    filters: byStatus('paid'),
    record: (number) => `/shipments/${number}`,
  },
  returnsToInspect: {
    list: '/returns',
    filters: byStatus('shipped_back'),
    record: (id) => `/returns/${id}`,
  },
  claimsToDecide: {
    list: '/unidentified-packages',
    filters: [{ field: 'claimPending', operator: 'eq', value: 'true' }],
    record: (number) => `/unidentified-packages/${number}`,
  },
  failedJobs: { list: '/jobs', record: () => '/jobs' },
}

/** The list's address with its filters in refine's own form, which its table reads on arrival. */
function listAddress({ list, filters }: { list: string; filters?: CrudFilter[] }) {
  return filters ? `${list}?${stringifyTableParams({ filters, sorters: [] })}` : list
}

function QueueCard({ state }: { state: QueueState }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const links = QUEUE_LINKS[state.queue]
  const label = translate(`dashboard.queue.${state.queue}`)
  const referenceText = (reference: string) =>
    state.queue === 'returnsToInspect'
      ? translate('dashboard.returnNumber', { id: reference }, 'Return #{id}')
      : state.queue === 'failedJobs'
        ? translate(`jobs.names.${reference}`, reference)
        : reference
  const more = state.count - state.oldest.length
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      title={<Link to={listAddress(links)}>{label}</Link>}
      extra={
        <Typography.Text strong style={{ fontSize: 20 }}>
          {formatCount(state.count, locale)}
        </Typography.Text>
      }
      data-testid={`queue-${state.queue}`}
    >
      {state.oldest.length === 0 ? (
        <Typography.Text type="secondary">
          {translate('dashboard.nothingWaits', 'Nothing waits here')}
        </Typography.Text>
      ) : (
        <List
          size="small"
          split={false}
          dataSource={state.oldest}
          renderItem={(item) => (
            <List.Item style={{ paddingInline: 0, display: 'block' }}>
              <Flex justify="space-between" gap={8}>
                <Link to={links.record(item.reference)}>{referenceText(item.reference)}</Link>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  <When iso={item.since} />
                </Typography.Text>
              </Flex>
              {(item.customer || state.queue === 'unidentifiedParcels') && (
                <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                  {item.customer
                    ? formatCustomer(item.customer)
                    : translate('dashboard.noCustomer', 'No customer yet')}
                </Typography.Text>
              )}
            </List.Item>
          )}
          footer={
            more > 0 && (
              <Link to={listAddress(links)}>
                {translate(
                  'dashboard.more',
                  { count: formatCount(more, locale) },
                  'and {count} more'
                )}
              </Link>
            )
          }
        />
      )}
    </Card>
  )
}

export default function WorkQueuePage() {
  const translate = useTranslate()
  const apiUrl = useApiUrl()
  const title = translate('dashboard.title', 'Work queue')

  // No toast on failure: the page shows the error itself, in place of the queues.
  const { query, result } = useCustom<QueueState[]>({
    url: `${apiUrl}/work-queue`,
    method: 'get',
    errorNotification: false,
  })

  if (query.isError) {
    return (
      <PageFrame title={title}>
        <div role="alert">
          <Result
            status="warning"
            title={translate('dashboard.unavailable', 'The work queue could not be loaded')}
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

  return (
    <PageFrame title={title}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {translate('dashboard.intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {query.isLoading
          ? Array.from({ length: 8 }, (_, index) => (
              <Col key={index} xs={24} md={12} xl={6}>
                <Card size="small" loading />
              </Col>
            ))
          : result.data.map((state) => (
              <Col key={state.queue} xs={24} md={12} xl={6}>
                <QueueCard state={state} />
              </Col>
            ))}
      </Row>
    </PageFrame>
  )
}
