import { useState } from 'react'
import { SafetyCertificateOutlined } from '@ant-design/icons'
import { useInvalidate, useNotification, useTranslate, type HttpError } from '@refinedev/core'
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd'
import type { Role } from '../../providers/auth-provider'
import { http } from '../../providers/http'
import { ROLES, roleLabel } from '../../shared/roles'
import { fullName, type UserRecord } from './types'

interface RoleValues {
  role: Role
  password: string
}

/* Lower roles first: a role below the current one takes access away. */
const isDemotion = (from: Role, to: Role) => ROLES.indexOf(to) < ROLES.indexOf(from)

/**
 * An admin gives an account another role: they choose it, read what it changes, and re-enter
 * their own password (the API lets roles change for a few minutes after that).
 */
export function RoleChange({ user }: { user: UserRecord }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>
        {translate('users.changeRole', 'Change role')}
      </Button>
      <Modal
        open={open}
        title={translate('users.changeRoleTitle', { name: fullName(user) }, 'Role of {name}')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <RoleDialog user={user} onClose={() => setOpen(false)} />
      </Modal>
    </>
  )
}

function RoleDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const translate = useTranslate()
  const invalidate = useInvalidate()
  const { open: notify } = useNotification()
  const [form] = Form.useForm<RoleValues>()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  const chosen = Form.useWatch('role', form) as Role | undefined
  const name = fullName(user)

  const send = async ({ role, password }: RoleValues) => {
    setSending(true)
    setError(undefined)
    try {
      await http.post('/api/admin/reauthenticate', { password })
      await http.put(`/api/admin/users/${user.id}/role`, { role })
      notify?.({
        type: 'success',
        message: translate(
          'users.roleChanged',
          { name, role: roleLabel(role, translate) },
          '{name} is now {role}'
        ),
      })
      // The account, its role history and any list showing it refetch.
      void invalidate({ invalidates: ['all'] })
      onClose()
    } catch (failure) {
      const { message, errors } = failure as HttpError
      const onPassword = errors?.password
      if (typeof onPassword === 'string') {
        form.setFields([{ name: 'password', errors: [onPassword] }])
      } else setError(message)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={send}>
      <Form.Item
        name="role"
        label={translate('users.newRole', 'New role')}
        rules={[{ required: true, message: translate('users.roleRequired', 'Choose a role') }]}
      >
        <Radio.Group>
          <Space direction="vertical">
            {ROLES.map((role) => (
              <Radio key={role} value={role} disabled={role === user.role}>
                {roleLabel(role, translate)}
                {role === user.role && (
                  <Typography.Text type="secondary">
                    {' '}
                    ({translate('users.currentRole', 'current')})
                  </Typography.Text>
                )}
                <br />
                <Typography.Text type="secondary">
                  {translate(`users.roleMeaning.${role}`, '')}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {chosen && isDemotion(user.role, chosen) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={translate(
            'users.demotionWarning',
            { name },
            '{name} is signed out everywhere and their access tokens stop working.'
          )}
        />
      )}
      <Form.Item
        name="password"
        label={translate('users.yourPassword', 'Your password')}
        extra={translate(
          'users.yourPasswordHint',
          'Re-enter your own password to confirm the change.'
        )}
        rules={[
          { required: true, message: translate('users.passwordRequired', 'Enter your password') },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={sending}>
          {translate('users.confirmRole', 'Change role')}
        </Button>
        <Button onClick={onClose}>{translate('common.cancel', 'Cancel')}</Button>
      </Space>
    </Form>
  )
}
