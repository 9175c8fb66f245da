import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Flex, Table, Typography } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatCount, formatDate, LTR_FIELD } from '../../shared/format'
import { FROM_TABLET, SearchBox } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import type { UnidentifiedRow } from './types'

/** Parcels that arrived without a known suite, oldest first: the longer one waits, the sooner it is disposed of. */
export default function UnidentifiedListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<UnidentifiedRow, HttpError>({
    resource: 'unidentified-packages',
    sorters: { initial: [{ field: 'receivedAt', order: 'asc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame title={translate('unidentified.title', 'Unidentified parcels')}>
      <Card>
        <Flex wrap gap={8} style={{ marginBottom: 16 }}>
          <SearchBox
            table={table}
            label={translate('unidentified.search', 'Package, tracking number or sender')}
          />
        </Flex>
        <Table<UnidentifiedRow>
          {...tableProps}
          rowKey="number"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate('unidentified.empty', 'No parcel is waiting for its owner.')}
              />
            ),
          }}
        >
          <Table.Column<UnidentifiedRow>
            dataIndex="number"
            title={translate('unidentified.package', 'Package')}
            sorter
            defaultSortOrder={getDefaultSortOrder('number', sorters)}
            render={(number: string) => (
              <Link to={`/unidentified-packages/${number}`}>{number}</Link>
            )}
          />
          <Table.Column<UnidentifiedRow>
            dataIndex="inboundTracking"
            title={translate('unidentified.inboundTracking', 'Inbound tracking number')}
            responsive={FROM_TABLET}
            render={(tracking: string) => <span style={LTR_FIELD}>{tracking}</span>}
          />
          <Table.Column<UnidentifiedRow>
            dataIndex="sender"
            title={translate('unidentified.sender', 'Sender')}
            responsive={FROM_TABLET}
            render={(sender: string, row) => `${sender} · ${row.carrier}`}
          />
          <Table.Column<UnidentifiedRow>
            dataIndex="receivedAt"
            title={translate('unidentified.receivedAt', 'Received on')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('receivedAt', sorters)}
            render={(receivedAt: string | null) =>
              receivedAt ? <time dateTime={receivedAt}>{formatDate(receivedAt, locale)}</time> : '—'
            }
          />
          <Table.Column<UnidentifiedRow>
            dataIndex="ageDays"
            title={translate('unidentified.age', 'Days waiting')}
            align="end"
            render={(days: number) => formatCount(days, locale)}
          />
          <Table.Column<UnidentifiedRow>
            dataIndex="pendingClaims"
            title={translate('unidentified.pendingClaims', 'Pending claims')}
            align="end"
            render={(count: number) =>
              count > 0 ? (
                <Typography.Text strong>{formatCount(count, locale)}</Typography.Text>
              ) : (
                formatCount(0, locale)
              )
            }
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
