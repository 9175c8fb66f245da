import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Select, Table, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import type { Role } from '../../providers/auth-provider'
import { formatDate } from '../../shared/format'
import { ROLES, roleLabel } from '../../shared/roles'
import { ListToolbar, listFilter, setListFilter, FROM_TABLET } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'

/** A row of `GET /api/admin/users`. */
interface UserRow {
  id: number
  customerId: string | null
  firstName: string
  lastName: string
  email: string
  role: Role
  createdAt: string
}

const ROLE_COLORS: Record<Role, string> = { customer: 'default', staff: 'blue', admin: 'gold' }

export default function UserListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<UserRow, HttpError>({
    resource: 'users',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame title={translate('users.title', 'Users')}>
      <Card>
        <ListToolbar
          table={table}
          resource="users"
          searchLabel={translate('users.search', 'Name, email or suite')}
        >
          <Select<Role>
            allowClear
            value={listFilter<Role>(table, 'role')}
            placeholder={translate('users.allRoles', 'All roles')}
            aria-label={translate('users.role', 'Role')}
            options={ROLES.map((role) => ({ value: role, label: roleLabel(role, translate) }))}
            onChange={(role) => setListFilter(table, 'role', role)}
            style={{ width: 180 }}
          />
        </ListToolbar>
        <Table<UserRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'users.empty',
                  'No account matches. Clear the search or the role to see everyone.'
                )}
              />
            ),
          }}
        >
          <Table.Column<UserRow>
            dataIndex="customerId"
            title={translate('users.customerId', 'Suite')}
            sorter
            defaultSortOrder={getDefaultSortOrder('customerId', sorters)}
            render={(customerId: string | null) =>
              customerId ?? (
                <Typography.Text type="secondary">
                  {translate('users.noSuite', 'Not assigned')}
                </Typography.Text>
              )
            }
          />
          <Table.Column<UserRow>
            dataIndex="lastName"
            title={translate('users.name', 'Name')}
            sorter
            defaultSortOrder={getDefaultSortOrder('lastName', sorters)}
            render={(_, user) => (
              <Link to={`/users/${user.id}`}>{`${user.firstName} ${user.lastName}`}</Link>
            )}
          />
          <Table.Column<UserRow>
            dataIndex="email"
            title={translate('users.email', 'Email')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('email', sorters)}
            render={(email: string) => <span dir="ltr">{email}</span>}
          />
          <Table.Column<UserRow>
            dataIndex="role"
            title={translate('users.role', 'Role')}
            sorter
            defaultSortOrder={getDefaultSortOrder('role', sorters)}
            render={(role: Role) => (
              <Tag color={ROLE_COLORS[role]}>{roleLabel(role, translate)}</Tag>
            )}
          />
          <Table.Column<UserRow>
            dataIndex="createdAt"
            title={translate('users.createdAt', 'Joined')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('createdAt', sorters)}
            render={(createdAt: string) => (
              <time dateTime={createdAt}>{formatDate(createdAt, locale)}</time>
            )}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
