import {
  CrownOutlined,
  DeleteOutlined,
  EditOutlined,
  UserDeleteOutlined,
  WalletOutlined,
} from '@ant-design/icons'
import {
  CanAccess,
  useCustomMutation,
  useDelete,
  useInvalidate,
  useTranslate,
} from '@refinedev/core'
import { Button, Flex, Popconfirm } from 'antd'
import { useNavigate } from 'react-router'
import { http } from '../../providers/http'
import { MoneyAction } from '../../shared/money'
import { fullName, type UserRecord } from './types'

interface WalletAnswer {
  balanceCents: number
}

/**
 * What an admin can do to an account: edit, grant or take away admin rights, adjust the wallet,
 * delete. Each button asks the access-control provider, so staff see none of them and an admin
 * sees no rights change nor deletion on their own account.
 */
export function UserActions({ user }: { user: UserRecord }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  const { mutate: changeRights, mutation: rights } = useCustomMutation<UserRecord>()
  const { mutate: remove, mutation: removal } = useDelete()
  const params = { id: user.id }
  const name = fullName(user)
  const isAdmin = user.role === 'admin'

  const setAdmin = (grant: boolean) =>
    changeRights(
      {
        url: `/api/admin/users/${user.id}/${grant ? 'make-admin' : 'remove-admin'}`,
        method: 'post',
        values: {},
        successNotification: () => ({
          type: 'success',
          message: grant
            ? translate('users.madeAdmin', { name }, '{name} is now an administrator')
            : translate('users.removedAdmin', { name }, '{name} is no longer an administrator'),
        }),
      },
      {
        onSuccess: () =>
          invalidate({ resource: 'users', invalidates: ['list', 'detail'], id: user.id }),
      }
    )

  return (
    <Flex wrap gap={8}>
      <CanAccess resource="users" action="edit" params={params}>
        <Button icon={<EditOutlined />} onClick={() => navigate(`/users/${user.id}/edit`)}>
          {translate('users.edit', 'Edit')}
        </Button>
      </CanAccess>
      <CanAccess resource="users" action={isAdmin ? 'remove-admin' : 'make-admin'} params={params}>
        <Popconfirm
          title={
            isAdmin
              ? translate('users.removeAdminConfirm', { name }, 'Take admin rights from {name}?')
              : translate('users.makeAdminConfirm', { name }, 'Make {name} an administrator?')
          }
          okText={translate('common.confirm', 'Confirm')}
          cancelText={translate('common.cancel', 'Cancel')}
          onConfirm={() => setAdmin(!isAdmin)}
        >
          <Button
            icon={isAdmin ? <UserDeleteOutlined /> : <CrownOutlined />}
            loading={rights.isPending}
          >
            {isAdmin
              ? translate('users.removeAdmin', 'Remove admin')
              : translate('users.makeAdmin', 'Make admin')}
          </Button>
        </Popconfirm>
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
            const { data } = await http.post<WalletAnswer>(
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
