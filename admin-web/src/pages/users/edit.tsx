import { useForm } from '@refinedev/antd'
import { CanAccess, useTranslate, type HttpError } from '@refinedev/core'
import { Button, Card, Flex, Form, Input, Result, Select, Skeleton } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { LOCALES } from '../../i18n'
import { PageFrame } from '../../shared/PageFrame'
import { fullName, type UserRecord } from './types'
import { LTR_FIELD } from '../../shared/format'

type EditValues = Pick<UserRecord, 'firstName' | 'lastName' | 'locale'> & {
  phone?: string | null
}

function EditForm({ id }: { id: string }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { formProps, saveButtonProps, query, formLoading } = useForm<
    UserRecord,
    HttpError,
    EditValues
  >({
    resource: 'users',
    action: 'edit',
    id,
    redirect: 'show',
    // The API validates a PATCH field by field; an empty phone is sent as no change.
    mutationMode: 'pessimistic',
  })
  const user = query?.data?.data
  const required = (message: string) => [{ required: true, whitespace: true, message }]
  // The two name fields: each one's label, and what to say when it is left blank.
  const names = [
    [
      'firstName',
      translate('users.firstName', 'First name'),
      translate('users.firstNameRequired', 'Enter the first name'),
    ],
    [
      'lastName',
      translate('users.lastName', 'Last name'),
      translate('users.lastNameRequired', 'Enter the last name'),
    ],
  ] as const

  return (
    <PageFrame
      title={
        user
          ? translate('users.editTitle', { name: fullName(user) }, 'Edit {name}')
          : translate('users.edit', 'Edit')
      }
    >
      <Card>
        {!user ? (
          <Skeleton active />
        ) : (
          <Form
            {...formProps}
            layout="vertical"
            style={{ maxWidth: 560 }}
            onFinish={(values) =>
              formProps.onFinish?.({ ...values, phone: values.phone?.trim() || undefined })
            }
          >
            {names.map(([name, label, missing]) => (
              <Form.Item key={name} name={name} label={label} rules={required(missing)}>
                <Input autoComplete="off" />
              </Form.Item>
            ))}
            <Form.Item name="phone" label={translate('users.phone', 'Phone')}>
              <Input style={LTR_FIELD} type="tel" autoComplete="off" />
            </Form.Item>
            <Form.Item name="locale" label={translate('users.locale', 'Language')}>
              <Select
                options={LOCALES.map((locale) => ({
                  value: locale,
                  label: translate(`users.language.${locale}`, locale),
                }))}
              />
            </Form.Item>
            <Flex gap={8}>
              <Button type="primary" {...saveButtonProps} loading={formLoading}>
                {translate('common.save', 'Save')}
              </Button>
              <Button onClick={() => navigate(`/users/${id}`)}>
                {translate('common.cancel', 'Cancel')}
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </PageFrame>
  )
}

/** An admin's edit of an account; staff who follow a link here are told they cannot. */
export default function UserEditPage() {
  const translate = useTranslate()
  const { id = '' } = useParams()
  return (
    <CanAccess
      resource="users"
      action="edit"
      params={{ id }}
      fallback={
        <Result
          status="403"
          title={translate('errors.forbidden', 'You are not authorized to perform this action')}
        />
      }
    >
      <EditForm id={id} />
    </CanAccess>
  )
}
