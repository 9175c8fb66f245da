import { useTranslate } from '@refinedev/core'
import { Tag, Typography } from 'antd'
import type { Role } from '../../providers/auth-provider'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import { ROLES, roleLabel } from '../../shared/roles'
import type { UserRow } from './types'

const ROLE_COLORS: Record<Role, string> = { customer: 'default', staff: 'blue', admin: 'gold' }

export default function UserListPage() {
  const translate = useTranslate()
  const table = useListTable<UserRow>('users', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<UserRow>
      table={table}
      columns={[
        {
          dataIndex: 'customerId',
          title: translate('users.customerId', 'Suite'),
          sorter: true,
          render: (customerId: string | null) =>
            customerId ?? (
              <Typography.Text type="secondary">
                {translate('users.noSuite', 'Not assigned')}
              </Typography.Text>
            ),
        },
        column.record('lastName', translate('users.name', 'Name'), {
          ...column.SORTED,
          text: (user) => `${user.firstName} ${user.lastName}`,
        }),
        {
          dataIndex: 'email',
          title: translate('users.email', 'Email'),
          ...column.SECONDARY_SORTED,
          render: (email: string) => <span dir="ltr">{email}</span>,
        },
        {
          dataIndex: 'role',
          title: translate('users.role', 'Role'),
          sorter: true,
          render: (role: Role) => <Tag color={ROLE_COLORS[role]}>{roleLabel(role, translate)}</Tag>,
          filter: {
            choices: ROLES,
            choiceLabel: (role) => roleLabel(role as Role, translate),
            placeholder: translate('users.allRoles', 'All roles'),
            width: 180,
          },
        },
        column.date('createdAt', translate('users.createdAt', 'Joined'), column.SECONDARY_SORTED),
      ]}
    />
  )
}
