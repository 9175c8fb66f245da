import { useTranslate } from '@refinedev/core'
import { Typography } from 'antd'
import { useI18nState } from '../../i18n'
import * as column from '../../shared/columns'
import { formatCount, LTR_FIELD } from '../../shared/format'
import { ChoiceFilter, FROM_TABLET } from '../../shared/list'
import { ListPage, useListTable } from '../../shared/ListPage'
import type { UnidentifiedRow } from './types'

/** Parcels that arrived without a known suite, oldest first: the longer one waits, the sooner it is disposed of. */
export default function UnidentifiedListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useListTable<UnidentifiedRow>('unidentified-packages', {
    field: 'receivedAt',
    order: 'asc',
  })

  return (
    <ListPage<UnidentifiedRow>
      table={table}
      csv={false}
      filters={
        <ChoiceFilter
          table={table}
          field="claimPending"
          label={translate('unidentified.claimFilter', 'Claims')}
          filter={{
            choices: ['true'],
            choiceLabel: () => translate('unidentified.withPendingClaim', 'With a claim to decide'),
            placeholder: translate('unidentified.allParcels', 'All parcels'),
            width: 220,
          }}
        />
      }
      columns={[
        column.record('number', translate('unidentified.package', 'Package'), column.SORTED),
        {
          dataIndex: 'inboundTracking',
          title: translate('unidentified.inboundTracking', 'Inbound tracking number'),
          responsive: FROM_TABLET,
          render: (tracking: string) => <span style={LTR_FIELD}>{tracking}</span>,
        },
        {
          dataIndex: 'sender',
          title: translate('unidentified.sender', 'Sender'),
          responsive: FROM_TABLET,
          render: (sender: string, row) => `${sender} · ${row.carrier}`,
        },
        column.date(
          'receivedAt',
          translate('unidentified.receivedAt', 'Received on'),
          column.SECONDARY_SORTED
        ),
        {
          dataIndex: 'ageDays',
          title: translate('unidentified.age', 'Days waiting'),
          align: 'end',
          render: (days: number) => formatCount(days, locale),
        },
        {
          dataIndex: 'pendingClaims',
          title: translate('unidentified.pendingClaims', 'Pending claims'),
          align: 'end',
          render: (count: number) => (
            <Typography.Text strong={count > 0}>{formatCount(count, locale)}</Typography.Text>
          ),
        },
      ]}
      rowKey="number"
    />
  )
}
