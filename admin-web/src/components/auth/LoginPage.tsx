import { useLogin, useTranslate } from '@refinedev/core'
import { Button, Card, Checkbox, Flex, Form, Input, Layout, Typography } from 'antd'
import { LanguageSwitcher } from '../layout/LanguageSwitcher'
import { AppTitle } from '../layout/AppTitle'
import { usePageTitle } from '../../shared/use-page-title'
import { LTR_FIELD } from '../../shared/format'

interface LoginValues {
  email: string
  password: string
  remember: boolean
}

/**
 * Our own form rather than refine's AuthPage: the back office has no sign-up or password-reset
 * screens to link to, and it needs the language switcher before sign-in. A failed sign-in
 * (wrong pair, customer account) is reported by refine's useLogin as a notification.
 */
export function LoginPage() {
  const translate = useTranslate()
  const { mutate: login, isPending } = useLogin<LoginValues>()
  const title = translate('login.title', 'Sign in to the back office')
  usePageTitle(title)

  return (
    <Layout style={{ minHeight: '100dvh' }}>
      <Flex
        component="main"
        vertical
        align="center"
        justify="center"
        gap={24}
        style={{ minHeight: '100dvh', padding: 16 }}
      >
        <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: 400 }}>
          <AppTitle collapsed={false} />
          <LanguageSwitcher />
        </Flex>
        <Card style={{ width: '100%', maxWidth: 400 }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Form<LoginValues>
            layout="vertical"
            requiredMark={false}
            initialValues={{ remember: false }}
            onFinish={(values) => login(values)}
          >
            <Form.Item
              name="email"
              label={translate('login.email', 'Email')}
              rules={[
                { required: true, message: translate('login.emailRequired', 'Enter your email') },
                {
                  type: 'email',
                  message: translate('login.emailInvalid', 'Enter a valid email address'),
                },
              ]}
            >
              <Input
                type="email"
                autoComplete="username"
                autoFocus
                size="large"
                style={LTR_FIELD}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={translate('login.password', 'Password')}
              rules={[
                {
                  required: true,
                  message: translate('login.passwordRequired', 'Enter your password'),
                },
              ]}
            >
              <Input.Password autoComplete="current-password" size="large" />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>{translate('login.remember', 'Keep me signed in')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
              {translate('login.submit', 'Sign in')}
            </Button>
          </Form>
        </Card>
      </Flex>
    </Layout>
  )
}
