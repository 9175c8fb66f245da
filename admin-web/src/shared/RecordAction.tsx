/**
 * One step of a record's life cycle taken from its page (approve a return, move an order…): a
 * button that opens a confirmation, optionally asking for one text (a reason, a tracking
 * number), then POSTs to the action's URL. The API answers with the record as it now is, which
 * `onDone` receives; its error (already in the staff member's language) stays in the dialog.
 */
import { useState, type ReactNode } from 'react'
import { useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core'
import { Alert, Button, Form, Input, Modal, type ButtonProps } from 'antd'
import type { Rule } from 'antd/es/form'

interface AskedText {
  name: string
  label: string
  required?: boolean
  rules?: Rule[]
  multiline?: boolean
}

export interface RecordActionProps<Result extends BaseRecord> {
  label: string
  title: string
  /** What will happen, said before it does (amounts, the next state). */
  description?: ReactNode
  /** Where the action POSTs; or `run` does something else with the values (a DELETE). */
  url?: string
  run?: (values: Record<string, unknown>) => Promise<unknown>
  /** Values sent as they are, besides the asked text. */
  values?: Record<string, unknown>
  ask?: AskedText
  danger?: boolean
  type?: ButtonProps['type']
  confirmLabel?: string
  onDone?: (record: Result) => void
}

export function RecordAction<Result extends BaseRecord>({
  label,
  title,
  description,
  url,
  run,
  values,
  ask,
  danger,
  type = 'default',
  confirmLabel,
  onDone,
}: RecordActionProps<Result>) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const [form] = Form.useForm<Record<string, string>>()
  const { mutateAsync, mutation } = useCustomMutation<Result, HttpError>()

  const close = () => {
    setOpen(false)
    setError(undefined)
    form.resetFields()
  }

  const post = async (payload: Record<string, unknown>) => {
    const response = await mutateAsync({
      url: url ?? '',
      method: 'post',
      values: payload,
      // The dialog shows the failure itself; success is the page changing under it.
      successNotification: false,
      errorNotification: false,
    })
    return response.data
  }

  const submit = async (asked: Record<string, string>) => {
    setError(undefined)
    const trimmed = Object.fromEntries(
      Object.entries(asked)
        .map(([name, value]) => [name, value?.trim()])
        .filter(([, value]) => value)
    )
    const payload = { ...values, ...trimmed }
    try {
      const record = run ? await run(payload) : await post(payload)
      close()
      onDone?.(record as Result)
    } catch (failure) {
      setError((failure as HttpError).message)
    }
  }

  return (
    <>
      <Button type={type} danger={danger} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={close}
        onOk={() => form.submit()}
        okText={confirmLabel ?? label}
        okButtonProps={{ danger, loading: mutation.isPending }}
        destroyOnHidden
      >
        {description}
        <Form form={form} layout="vertical" onFinish={submit} style={{ marginBlockStart: 16 }}>
          {ask && (
            <Form.Item
              name={ask.name}
              label={ask.label}
              rules={[
                // antd's own message, in the page's language: "<label> is required".
                ...(ask.required ? [{ required: true, whitespace: true }] : []),
                ...(ask.rules ?? []),
              ]}
            >
              {ask.multiline ? <Input.TextArea rows={3} autoFocus /> : <Input autoFocus />}
            </Form.Item>
          )}
        </Form>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </Modal>
    </>
  )
}
