import { PlusOutlined } from '@ant-design/icons'
import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Button, Card, Table, Typography } from 'antd'
import { Link, useNavigate } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate } from '../../shared/format'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { CustomerCell } from './CustomerCell'
import { StatusTag } from '../../shared/StatusTag'
import { PACKAGE_COLORS, PACKAGE_STATUSES } from './statuses'
import { StorageClock } from './StorageClock'
import type { StaffPackage } from './types'

export default function PackageListPage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { locale } = useI18nState()
  const table = useTable<StaffPackage, HttpError>({
    resource: 'packages',
    sorters: { initial: [{ field: 'receivedAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame
      title={translate('packages.title', 'Packages')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/packages/create')}>
          {translate('packages.receive.title', 'Receive a package')}
        </Button>
      }
    >
      <Card>
        <ListToolbar
          table={table}
          resource="packages"
          searchLabel={translate('packages.search', 'Package, tracking number or sender')}
        >
          <StatusFilter
            table={table}
            statuses={PACKAGE_STATUSES}
            optionLabel={(status) => translate(`packages.status.${status}`, status)}
            label={translate('packages.fields.status', 'Status')}
            placeholder={translate('packages.allStatuses', 'All statuses')}
          />
        </ListToolbar>
        <Table<StaffPackage>
          {...tableProps}
          rowKey="number"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Typography.Text>
                {translate(
                  'packages.empty',
                  'No packages here. Receive one, or change the search and filters.'
                )}
              </Typography.Text>
            ),
          }}
        >
          <Table.Column<StaffPackage>
            dataIndex="number"
            title={translate('packages.fields.number', 'Package')}
            sorter
            defaultSortOrder={getDefaultSortOrder('number', sorters)}
            render={(number: string) => <Link to={`/packages/${number}`}>{number}</Link>}
          />
          <Table.Column<StaffPackage>
            dataIndex="status"
            title={translate('packages.fields.status', 'Status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: string) => (
              <StatusTag namespace="packages.status" status={status} colors={PACKAGE_COLORS} />
            )}
          />
          <Table.Column<StaffPackage>
            key="suite"
            title={translate('packages.fields.suite', 'Suite')}
            render={(_, pkg) => <CustomerCell customer={pkg.customer} />}
          />
          <Table.Column<StaffPackage>
            dataIndex="sender"
            title={translate('packages.fields.sender', 'Sender')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('sender', sorters)}
          />
          <Table.Column<StaffPackage>
            dataIndex="weightLb"
            title={translate('packages.fields.weightLb', 'Weight (lb)')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('weightLb', sorters)}
          />
          <Table.Column<StaffPackage>
            key="storage"
            title={translate('packages.fields.storage', 'Storage')}
            responsive={FROM_TABLET}
            render={(_, pkg) => <StorageClock pkg={pkg} />}
          />
          <Table.Column<StaffPackage>
            dataIndex="receivedAt"
            title={translate('packages.fields.receivedAt', 'Received')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('receivedAt', sorters)}
            render={(receivedAt: string | null) =>
              receivedAt && <time dateTime={receivedAt}>{formatDate(receivedAt, locale)}</time>
            }
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
