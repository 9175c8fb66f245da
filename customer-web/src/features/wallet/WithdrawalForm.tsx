import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { WITHDRAWALS_PATH, type WithdrawalBody } from '../../api/wallet'
import { Button, Card, ConfirmDialog, TextField, formatUsd, useFormFields } from '../../ui'
import { PaymentFailure } from '../payments/PaymentFailure'
import { centsOf } from './amount'
import { useWalletMove } from './useWalletMove'

/** Asks for wallet money back; staff pay it out, so the request waits as "pending" in the ledger. */
export function WithdrawalForm({ balanceCents }: { balanceCents: number }) {
  const intl = useIntl()
  const form = useFormFields({ amount: '' })
  const [confirming, setConfirming] = useState<number | null>(null)
  const withdraw = useWalletMove<WithdrawalBody, never>({
    path: WITHDRAWALS_PATH,
    doneId: 'wallet.withdraw.done',
    form,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const amountCents = centsOf(form.values.amount)
    if (amountCents === null || amountCents < 1 || amountCents > balanceCents) {
      form.setErrors({
        amount: intl.formatMessage(
          { id: 'wallet.withdraw.amountRange' },
          { balance: formatUsd(intl, balanceCents) }
        ),
      })
      return
    }
    withdraw.reset()
    setConfirming(amountCents)
  }

  function confirm() {
    if (confirming === null) return
    void withdraw.send({ amountCents: confirming }).finally(() => setConfirming(null))
  }

  return (
    <Card title={intl.formatMessage({ id: 'wallet.withdraw.title' })}>
      <form onSubmit={submit} noValidate className="wallet-form">
        <p className="wallet-form-note">{intl.formatMessage({ id: 'wallet.withdraw.note' })}</p>
        <TextField
          {...form.bind('amount')}
          label={intl.formatMessage({ id: 'wallet.withdraw.amount' })}
          inputMode="decimal"
          dir="ltr"
        />
        <PaymentFailure error={withdraw.error} />
        <Button type="submit" variant="secondary" disabled={balanceCents <= 0}>
          {intl.formatMessage({ id: 'wallet.withdraw.submit' })}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage({ id: 'wallet.withdraw.confirmTitle' })}
        message={intl.formatMessage(
          { id: 'wallet.withdraw.confirmText' },
          { amount: formatUsd(intl, confirming ?? 0) }
        )}
        confirmLabel={intl.formatMessage({ id: 'wallet.withdraw.confirm' })}
        pending={withdraw.pending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  )
}
