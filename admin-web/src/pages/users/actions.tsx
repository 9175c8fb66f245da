import { DeleteOutlined, EditOutlined, WalletOutlined } from '@ant-design/icons'
import { CanAccess, useDelete, useTranslate } from '@refinedev/core'
import { Button, Flex, Popconfirm } from 'antd'
import { useNavigate } from 'react-router'
import { http } from '../../providers/http'
import { MoneyAction } from '../../shared/money'
import type { ApiResponse } from '../../shared/registry'
import { RoleChange } from './role'
import { fullName, type UserRecord } from './types'

/**
 * What an admin can do to an account: edit, change its role, adjust the wallet, delete. Each
 * button asks the access-control provider, so staff see none of them and an admin cannot delete
 * their own account.
 */
export function UserActions({ user }: { user: UserRecord }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { mutate: remove, mutation: removal } = useDelete()
  const params = { id: user.id }
  const name = fullName(user)

  return (
    <Flex wrap gap={8}>
      <CanAccess resource="users" action="edit" params={params}>
        <Button icon={<EditOutlined />} onClick={() => navigate(`/users/${user.id}/edit`)}>
          {translate('users.edit', 'Edit')}
        </Button>
      </CanAccess>
      <CanAccess resource="users" action="change-role" params={params}>
        <RoleChange user={user} />
      </CanAccess>
      <CanAccess resource="wallets" action="adjust">
        <MoneyAction
          label={translate('users.adjustWallet', 'Adjust wallet')}
          icon={<WalletOutlined />}
          userId={user.id}
          amount={{ signed: true }}
          reason
          change={(cents) => cents}
          submit={async (values, key) => {
            const { data } = await http.post<ApiResponse<'admin_invoices.adjust_wallet'>>(
              `/api/admin/wallets/${user.id}/adjust`,
              values,
              { headers: { 'Idempotency-Key': key } }
            )
            return data.balanceCents
          }}
        />
      </CanAccess>
      <CanAccess resource="users" action="delete" params={params}>
        <Popconfirm
          title={translate('users.deleteConfirm', { name }, 'Delete the account of {name}?')}
          description={translate(
            'users.deleteWarning',
            'Their sign-in stops working at once. This cannot be undone.'
          )}
          okText={translate('users.delete', 'Delete')}
          okButtonProps={{ danger: true }}
          cancelText={translate('common.cancel', 'Cancel')}
          onConfirm={() =>
            remove({ resource: 'users', id: user.id }, { onSuccess: () => navigate('/users') })
          }
        >
          <Button danger icon={<DeleteOutlined />} loading={removal.isPending}>
            {translate('users.delete', 'Delete')}
          </Button>
        </Popconfirm>
      </CanAccess>
    </Flex>
  )
}
