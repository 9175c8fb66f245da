import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Form, Input, Select, Table, Tag, Typography } from 'antd'
import { useI18nState } from '../../i18n'
import type { Role } from '../../providers/auth-provider'
import { formatDate } from '../../shared/format'
import { ROLES, roleLabel } from '../../shared/roles'
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

interface UserSearch {
  q?: string
  role?: Role
}

const ROLE_COLORS: Record<Role, string> = { customer: 'default', staff: 'blue', admin: 'gold' }

export default function UserListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { tableProps, searchFormProps, sorters } = useTable<UserRow, HttpError, UserSearch>({
    resource: 'users',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    // `q` is the API's free-text search; an emptied box or cleared role drops its filter
    // (refine removes filters whose value is undefined).
    onSearch: ({ q, role }) => [
      { field: 'q', operator: 'eq', value: q?.trim() || undefined },
      { field: 'role', operator: 'eq', value: role || undefined },
    ],
  })

  const submitSearch = () => searchFormProps.form?.submit()

  return (
    <PageFrame title={translate('users.title', 'Users')}>
      <Card>
        <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="q">
            <Input.Search
              allowClear
              placeholder={translate('users.search', 'Name, email or suite')}
              aria-label={translate('users.search', 'Name, email or suite')}
              onSearch={submitSearch}
              style={{ width: 280 }}
            />
          </Form.Item>
          <Form.Item name="role">
            <Select<Role>
              allowClear
              placeholder={translate('users.allRoles', 'All roles')}
              aria-label={translate('users.role', 'Role')}
              options={ROLES.map((role) => ({ value: role, label: roleLabel(role, translate) }))}
              onChange={submitSearch}
              style={{ width: 180 }}
            />
          </Form.Item>
        </Form>
        <Table<UserRow> {...tableProps} rowKey="id" scroll={{ x: 'max-content' }}>
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
            render={(_, user) => `${user.firstName} ${user.lastName}`}
          />
          <Table.Column<UserRow>
            dataIndex="email"
            title={translate('users.email', 'Email')}
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
