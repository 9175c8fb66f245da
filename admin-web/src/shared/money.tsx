/**
 * Money moves in the back office (refunds, wallet adjustments, withdrawal payouts and rejections)
 * share one dialog: it shows the customer's balance before and the balance the move will leave,
 * asks for a confirmation, and then shows the balance the server answered with.
 */
import { useState, type ReactNode } from 'react'
import { useInvalidate, useList, useTranslate, type HttpError } from '@refinedev/core'
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Skeleton,
} from 'antd'
import { useI18nState } from '../i18n'
import { formatMoney } from './format'
import type { ApiRow } from './registry'

type LedgerEntry = ApiRow<'admin_wallet_transactions.index'>

/** A customer's wallet balance: the balance after their latest ledger entry (none yet: zero). */
export function useBalance(userId: number | undefined) {
  const { result, query } = useList<LedgerEntry>({
    resource: 'wallet-transactions',
    filters: [{ field: 'userId', operator: 'eq', value: userId }],
    sorters: [{ field: 'id', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: 1 },
    queryOptions: { enabled: userId !== undefined },
  })
  return {
    balanceCents: result.data[0]?.balanceAfterCents ?? 0,
    loading: query.isLoading,
    error: query.error,
  }
}

export interface MoneyValues {
  amountCents: number
  reason: string
}

interface MoneyActionProps {
  /** The button's text and the dialog's title. */
  label: string
  icon?: ReactNode
  danger?: boolean
  /** Whose wallet the move changes. */
  userId: number
  /**
   * The amount asked for, in cents: `max` caps it (e.g. what is left to refund); `signed` allows a
   * debit (a negative amount). Omitted when the amount is fixed (`fixedAmountCents`).
   */
  amount?: { max?: number; signed?: boolean }
  fixedAmountCents?: number
  /** Whether the move needs a reason (told to the customer or kept in the ledger). */
  reason?: boolean
  /** How the move changes the balance, for the "after" figure. */
  change: (amountCents: number) => number
  /** Sends the move with its idempotency key; answers the balance the server reports after it. */
  submit: (values: MoneyValues, idempotencyKey: string) => Promise<number>
}

export function MoneyAction(props: MoneyActionProps) {
  const invalidate = useInvalidate()
  const [open, setOpen] = useState(false)
  const [moved, setMoved] = useState(false)
  // A move touches the wallet, the ledger and often an invoice: every list and page refetches,
  // once the dialog has closed (the refetched page may no longer offer this action).
  const refresh = () => {
    if (moved) void invalidate({ invalidates: ['all'] })
    setMoved(false)
  }
  return (
    <>
      <Button icon={props.icon} danger={props.danger} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      {/* Unmounted when closed: each opening starts a fresh form and a new idempotency key. */}
      <Modal
        open={open}
        title={props.label}
        onCancel={() => setOpen(false)}
        afterClose={refresh}
        footer={null}
        destroyOnHidden
      >
        <MoneyDialog {...props} onClose={() => setOpen(false)} onDone={() => setMoved(true)} />
      </Modal>
    </>
  )
}

function MoneyDialog(props: MoneyActionProps & { onClose: () => void; onDone: () => void }) {
  const { danger, userId, amount, fixedAmountCents, reason, change, onClose, onDone } = props
  const translate = useTranslate()
  const { locale } = useI18nState()
  const [form] = Form.useForm<{ amount?: number; reason?: string }>()
  // A retry after a lost answer reuses the key, so the server applies the move once.
  const [key] = useState(() => crypto.randomUUID())
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  const [answer, setAnswer] = useState<number>()
  const { balanceCents, loading } = useBalance(userId)

  const typed = Form.useWatch('amount', form)
  const amountCents =
    fixedAmountCents ?? (typeof typed === 'number' ? Math.round(typed * 100) : undefined)
  const money = (cents: number) => formatMoney(cents, locale)

  const send = async (values: { reason?: string }) => {
    setSending(true)
    setError(undefined)
    try {
      const after = await props.submit(
        { amountCents: amountCents ?? 0, reason: values.reason?.trim() ?? '' },
        key
      )
      setAnswer(after)
      onDone()
    } catch (failure) {
      setError((failure as HttpError).message)
    } finally {
      setSending(false)
    }
  }

  if (answer !== undefined) {
    return (
      <Result
        status="success"
        title={translate('money.done', 'Done')}
        subTitle={translate(
          'money.balanceNow',
          { balance: money(answer) },
          'Balance now: {balance}'
        )}
        extra={
          <Button type="primary" onClick={onClose} autoFocus>
            {translate('common.close', 'Close')}
          </Button>
        }
      />
    )
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={send}>
      {amount && (
        <Form.Item
          name="amount"
          label={translate('money.amount', 'Amount (USD)')}
          extra={
            amount.signed
              ? translate('money.signedHint', 'A negative amount takes money from the wallet.')
              : undefined
          }
          rules={[
            { required: true, message: translate('money.amountRequired', 'Enter an amount') },
            {
              validator: (_, value?: number) =>
                value === undefined ||
                (value !== 0 &&
                  (amount.signed || value > 0) &&
                  (amount.max === undefined || Math.round(value * 100) <= amount.max))
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        amount.max === undefined
                          ? translate('money.amountInvalid', 'Enter an amount other than zero')
                          : translate(
                              'money.amountTooHigh',
                              { max: money(amount.max) },
                              'Enter an amount above zero, up to {max}'
                            )
                      )
                    ),
            },
          ]}
        >
          <InputNumber step={0.01} precision={2} style={{ width: '100%' }} autoFocus />
        </Form.Item>
      )}
      {reason && (
        <Form.Item
          name="reason"
          label={translate('money.reason', 'Reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: 3,
              message: translate('money.reasonRequired', 'Write a reason (3 characters or more)'),
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      )}
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            {
              key: 'before',
              label: translate('money.balanceBefore', 'Balance before'),
              children: <span data-testid="balance-before">{money(balanceCents)}</span>,
            },
            {
              key: 'after',
              label: translate('money.balanceAfter', 'Balance after'),
              children: (
                <span data-testid="balance-after">
                  {amountCents === undefined ? '—' : money(balanceCents + change(amountCents))}
                </span>
              ),
            },
          ]}
        />
      )}
      {error && (
        <Alert type="error" showIcon message={error} style={{ marginTop: 16 }} role="alert" />
      )}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{translate('common.cancel', 'Cancel')}</Button>
        <Button type="primary" danger={danger} htmlType="submit" loading={sending}>
          {translate('common.confirm', 'Confirm')}
        </Button>
      </Flex>
    </Form>
  )
}
