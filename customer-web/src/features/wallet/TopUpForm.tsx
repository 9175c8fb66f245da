import type { FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { TOP_UPS_PATH, type TopUpBody, type Wallet } from '../../api/wallet'
import { Button, Card, TextField, formatUsd, useFormFields } from '../../ui'
import { CardFields } from '../payments/CardFields'
import { PaymentFailure } from '../payments/PaymentFailure'
import { EMPTY_CARD, cardErrors, cardFieldOf, type CardField } from '../payments/card'
import { centsOf } from './amount'
import { useWalletMove } from './useWalletMove'

type Field = CardField | 'amount'

/** Adds money to the wallet by card, within the limits the API announces. */
export function TopUpForm({ limits }: { limits: Wallet['topUp'] }) {
  const intl = useIntl()
  const form = useFormFields<Field>({ amount: '', ...EMPTY_CARD })
  const topUp = useWalletMove<TopUpBody, CardField>({
    path: TOP_UPS_PATH,
    doneId: 'wallet.topUp.done',
    form,
    fieldOf: cardFieldOf,
  })
  const min = formatUsd(intl, limits.minCents)
  const max = formatUsd(intl, limits.maxCents)

  function submit(event: FormEvent) {
    event.preventDefault()
    const amountCents = centsOf(form.values.amount)
    const { amount, ...card } = form.values
    const errors = { ...cardErrors(intl, card) } as Partial<Record<Field, string>>
    if (amountCents === null || amountCents < limits.minCents || amountCents > limits.maxCents)
      errors.amount = intl.formatMessage({ id: 'wallet.topUp.amountRange' }, { min, max })
    form.setErrors(errors)
    if (Object.keys(errors).length || amountCents === null || !amount) return
    void topUp.send({ amountCents, card })
  }

  return (
    <Card title={intl.formatMessage({ id: 'wallet.topUp.title' })}>
      <form onSubmit={submit} noValidate className="wallet-form">
        <TextField
          {...form.bind('amount')}
          label={intl.formatMessage({ id: 'wallet.topUp.amount' })}
          hint={intl.formatMessage({ id: 'wallet.topUp.amountHint' }, { min, max })}
          inputMode="decimal"
          dir="ltr"
        />
        <CardFields bind={form.bind} />
        <PaymentFailure error={topUp.error} />
        <Button type="submit" busy={topUp.pending}>
          {intl.formatMessage({ id: 'wallet.topUp.submit' })}
        </Button>
      </form>
    </Card>
  )
}
