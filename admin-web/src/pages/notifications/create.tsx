import { useState } from 'react'
import { useSelect } from '@refinedev/antd'
import { useCustomMutation, useList, useTranslate, type HttpError } from '@refinedev/core'
import { Alert, App, Button, Card, Form, Input, Modal, Radio, Select, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { LOCALES, type AppLocale } from '../../i18n'
import { PageFrame } from '../../shared/PageFrame'
import type { ApiResponse } from '../../shared/registry'
import { requiredChoice } from '../../shared/rules'
import type { UserRow } from '../users/types'
import { NOTIFICATION_TYPES, type NotificationType } from './types'

type Audience = 'user' | 'all'

interface NoticeForm {
  audience: Audience
  userId?: number
  type: NotificationType
  texts: Record<AppLocale, { title: string; body: string }>
}

const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', es: 'Español', ar: 'العربية' }

/** The languages a notice was written in: a language left blank is not sent. */
function writtenTexts(texts: NoticeForm['texts']): Partial<NoticeForm['texts']> {
  return Object.fromEntries(
    Object.entries(texts ?? {}).filter(([, text]) => text?.title?.trim() || text?.body?.trim())
  )
}

/**
 * A notice to one customer or to all of them; each customer receives it in their own language
 * (the account's). To all, it is written in the three; to one, only their language is needed
 * and the others are optional.
 */
export default function NotificationCreatePage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [form] = Form.useForm<NoticeForm>()
  const [confirming, setConfirming] = useState<NoticeForm>()
  const [error, setError] = useState<string>()
  const { mutateAsync, mutation } = useCustomMutation<
    ApiResponse<'admin_notifications.store'>,
    HttpError
  >()
  const { selectProps, query } = useSelect<UserRow>({
    resource: 'users',
    filters: [{ field: 'role', operator: 'eq', value: 'customer' }],
    optionValue: 'id',
    optionLabel: (customer) =>
      `${customer.customerId ?? ''} · ${customer.firstName} ${customer.lastName} · ${customer.email}`,
    onSearch: (text) => [{ field: 'q', operator: 'eq', value: text }],
    debounce: 300,
  })
  // Only the total matters: the confirmation says how many customers "all" reaches.
  const { result: everyCustomer } = useList<UserRow>({
    resource: 'users',
    filters: [{ field: 'role', operator: 'eq', value: 'customer' }],
    pagination: { currentPage: 1, pageSize: 1 },
  })
  const audience = Form.useWatch('audience', form)
  const chosenId = Form.useWatch('userId', form)
  const customers = query.data?.data ?? []
  const recipient = customers.find((customer) => customer.id === confirming?.userId)
  const chosen = audience === 'all' ? undefined : customers.find(({ id }) => id === chosenId)
  // The chosen customer's language first, the only one required; all three for everyone.
  const languages = chosen
    ? [chosen.locale, ...LOCALES.filter((language) => language !== chosen.locale)]
    : LOCALES
  const isRequired = (language: AppLocale) =>
    audience === 'all' || chosen === undefined || chosen.locale === language

  const send = async () => {
    if (!confirming) return
    setError(undefined)
    try {
      await mutateAsync({
        url: '/api/admin/notifications',
        method: 'post',
        values: { ...confirming, texts: writtenTexts(confirming.texts) },
        successNotification: false,
        errorNotification: false,
      })
      setConfirming(undefined)
      void message.success(translate('notifications.sent', 'Notification sent'))
      navigate('/notifications')
    } catch (failure) {
      setError((failure as HttpError).message)
    }
  }

  return (
    <PageFrame title={translate('notifications.send', 'Send a notification')}>
      <Card>
        <Form<NoticeForm>
          form={form}
          layout="vertical"
          initialValues={{ audience: 'user', type: 'system_alert' }}
          onFinish={setConfirming}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="audience" label={translate('notifications.audience', 'Send to')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'user', label: translate('notifications.toOne', 'One customer') },
                { value: 'all', label: translate('notifications.toAll', 'All customers') },
              ]}
            />
          </Form.Item>
          <Form.Item
            hidden={audience === 'all'}
            name="userId"
            label={translate('notifications.customer', 'Customer (suite, name or email)')}
            rules={
              audience === 'all'
                ? []
                : [
                    requiredChoice(
                      translate('notifications.customerRequired', 'Choose the customer')
                    ),
                  ]
            }
          >
            <Select {...selectProps} showSearch allowClear />
          </Form.Item>
          <Form.Item name="type" label={translate('notifications.type', 'Kind')}>
            <Select
              options={NOTIFICATION_TYPES.map((type) => ({
                value: type,
                label: translate(`notifications.types.${type}`, type),
              }))}
            />
          </Form.Item>
          {languages.map((language) => {
            const required = isRequired(language)
            // An optional language is sent whole or not at all: one of its fields asks for the other.
            const rules = (other: 'title' | 'body', max: number) => [
              { whitespace: true, max },
              ({ getFieldValue }: { getFieldValue: (name: string[]) => unknown }) => ({
                required:
                  required ||
                  Boolean(String(getFieldValue(['texts', language, other]) ?? '').trim()),
              }),
            ]
            return (
              <fieldset key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
                <Typography.Title level={3}>
                  {required
                    ? LANGUAGE_NAMES[language]
                    : translate(
                        'notifications.optionalLanguage',
                        { language: LANGUAGE_NAMES[language] },
                        `${LANGUAGE_NAMES[language]} (optional)`
                      )}
                </Typography.Title>
                <Form.Item
                  name={['texts', language, 'title']}
                  label={translate(
                    'notifications.titleIn',
                    { language: LANGUAGE_NAMES[language] },
                    `Title (${LANGUAGE_NAMES[language]})`
                  )}
                  dependencies={[['texts', language, 'body']]}
                  rules={rules('body', 200)}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name={['texts', language, 'body']}
                  label={translate(
                    'notifications.bodyIn',
                    { language: LANGUAGE_NAMES[language] },
                    `Message (${LANGUAGE_NAMES[language]})`
                  )}
                  dependencies={[['texts', language, 'title']]}
                  rules={rules('title', 5000)}
                >
                  <Input.TextArea rows={3} />
                </Form.Item>
              </fieldset>
            )
          })}
          <Button type="primary" htmlType="submit">
            {translate('notifications.send', 'Send a notification')}
          </Button>
        </Form>
      </Card>
      <Modal
        open={confirming !== undefined}
        title={translate('notifications.confirmTitle', 'Send this notification?')}
        okText={translate('notifications.send', 'Send a notification')}
        okButtonProps={{ loading: mutation.isPending }}
        onOk={send}
        onCancel={() => setConfirming(undefined)}
      >
        {confirming?.audience === 'all'
          ? translate(
              'notifications.confirmAll',
              { count: everyCustomer.total },
              `Customers who receive it: ${everyCustomer.total}, each in their own language.`
            )
          : recipient &&
            translate(
              'notifications.confirmText',
              {
                name: `${recipient.firstName} ${recipient.lastName}`,
                language: LANGUAGE_NAMES[recipient.locale] ?? recipient.locale,
              },
              `${recipient.firstName} ${recipient.lastName} receives it in ${LANGUAGE_NAMES[recipient.locale]}.`
            )}
        {error && (
          <Alert
            type="error"
            showIcon
            message={error}
            role="alert"
            style={{ marginBlockStart: 16 }}
          />
        )}
      </Modal>
    </PageFrame>
  )
}
