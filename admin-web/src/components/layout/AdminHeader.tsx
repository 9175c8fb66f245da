import { UserOutlined } from '@ant-design/icons'
import { useGetIdentity, useTranslate } from '@refinedev/core'
import { Avatar, Grid, Layout, Space, Tag, Typography, theme } from 'antd'
import type { Identity } from '../../providers/auth-provider'
import { roleLabel } from '../../shared/roles'
import { LanguageSwitcher } from './LanguageSwitcher'

/** refine's themed header plus the language switcher and the signed-in member's role. */
export function AdminHeader() {
  const { token } = theme.useToken()
  const translate = useTranslate()
  const { data: user } = useGetIdentity<Identity>()
  // A phone has room for the language, the avatar and the role on one line, not for the name too.
  const wide = Grid.useBreakpoint().sm !== false

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: wide ? 16 : 8,
        padding: wide ? '0 24px' : '0 12px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 1,
      }}
    >
      <LanguageSwitcher />
      {user && (
        <Space data-testid="current-user">
          <Avatar src={user.avatar} icon={<UserOutlined />} alt={wide ? '' : user.name} />
          {wide && (
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {user.name}
            </Typography.Text>
          )}
          <Tag color={user.role === 'admin' ? 'gold' : 'blue'}>
            {roleLabel(user.role, translate)}
          </Tag>
        </Space>
      )}
    </Layout.Header>
  )
}
