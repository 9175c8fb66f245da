import { useCustom, useTranslate } from '@refinedev/core'
import { Card, Empty, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDateTime } from '../../shared/format'
import type { ApiRow } from '../../shared/registry'
import { roleLabel } from '../../shared/roles'
import { fullName } from './types'

/** A line of `GET /api/admin/users/:id/role-changes`. */
type RoleChangeRow = ApiRow<'admin_users.role_changes'>

/** The account's audit log of access: who gave or took which role, and when, newest first. */
export function RoleHistory({ userId }: { userId: number }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { query } = useCustom<RoleChangeRow[]>({
    url: `/api/admin/users/${userId}/role-changes`,
    method: 'get',
  })
  return (
    <Card title={translate('users.roleHistory', 'Role history')}>
      <Table<RoleChangeRow>
        dataSource={query.data?.data ?? []}
        loading={query.isLoading}
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={translate(
                'users.noRoleChanges',
                'The role has not changed since the account was opened.'
              )}
            />
          ),
        }}
        columns={[
          {
            dataIndex: 'createdAt',
            title: translate('users.when', 'Date'),
            render: (iso: string) => formatDateTime(iso, locale),
          },
          {
            key: 'change',
            title: translate('users.roleChange', 'Change'),
            render: (_, change) =>
              translate(
                'users.roleFromTo',
                {
                  from: roleLabel(change.fromRole, translate),
                  to: roleLabel(change.toRole, translate),
                },
                '{from} → {to}'
              ),
          },
          {
            key: 'by',
            title: translate('users.changedBy', 'By'),
            render: (_, change) =>
              change.changedBy ? (
                <Link to={`/users/${change.changedBy.id}`}>{fullName(change.changedBy)}</Link>
              ) : (
                translate('users.deletedAccount', 'A deleted account')
              ),
          },
        ]}
      />
    </Card>
  )
}
