import { PlusOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Typography } from 'antd'
import { useNavigate } from 'react-router'
import * as column from '../../shared/columns'
import { FROM_TABLET } from '../../shared/list'
import { ListPage, useListTable } from '../../shared/ListPage'
import { PACKAGE_LOOK } from './statuses'
import { StorageClock } from './StorageClock'
import type { PackageRow } from './types'

export default function PackageListPage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const table = useListTable<PackageRow>('packages', { field: 'receivedAt', order: 'desc' })

  return (
    <ListPage<PackageRow>
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/packages/create')}>
          {translate('packages.receive.title', 'Receive a package')}
        </Button>
      }
      table={table}
      columns={[
        column.record('number', translate('packages.fields.number', 'Package'), column.SORTED),
        column.status(translate, PACKAGE_LOOK),
        column.suite(translate, { title: translate('packages.fields.suite', 'Suite') }),
        {
          dataIndex: 'sender',
          title: translate('packages.fields.sender', 'Sender'),
          ...column.SECONDARY_SORTED,
        },
        {
          dataIndex: 'weightLb',
          title: translate('packages.fields.weightLb', 'Weight (lb)'),
          ...column.SECONDARY_SORTED,
        },
        {
          key: 'storage',
          title: translate('packages.fields.storage', 'Storage'),
          responsive: FROM_TABLET,
          render: (_, pkg) => <StorageClock pkg={pkg} />,
        },
        column.date(
          'receivedAt',
          translate('packages.fields.receivedAt', 'Received'),
          column.SECONDARY_SORTED
        ),
      ]}
      empty={
        <Typography.Text>
          {translate(
            'packages.empty',
            'No packages here. Receive one, or change the search and filters.'
          )}
        </Typography.Text>
      }
      rowKey="number"
    />
  )
}
