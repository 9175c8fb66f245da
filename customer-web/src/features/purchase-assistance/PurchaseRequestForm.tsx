import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ApiError, errorMessageId, fieldErrorsOf, formErrorOf } from '../../api/client'
import { PURCHASE_FEE_MINIMUM_CENTS, PURCHASE_FEE_PERCENT, US_STATES } from '#domain/purchase_fees'
import { PURCHASE_REQUESTS_URL, type NewPurchaseRequest } from '../../api/purchase-requests'
import { useMutation } from '../../api/query'
import {
  Button,
  Card,
  FormActions,
  FormError,
  Select,
  TextArea,
  TextField,
  formatUsd,
  useToast,
} from '../../ui'

interface ItemDraft {
  url: string
  name: string
  options: string
  quantity: string
  unitPrice: string
}

const EMPTY_ITEM: ItemDraft = { url: '', name: '', options: '', quantity: '1', unitPrice: '' }
const MAX_ITEMS = 50

/** Dollars as typed ("12.5", "12,50") to integer cents; NaN when it is not an amount. */
function toCents(typed: string): number {
  const normalized = typed.trim().replace(',', '.')
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN
}

type Errors = Record<string, string>

/** The page's own rules, keyed like the API's fields (`items.0.url`), so both land beside the same input. */
function check(items: ItemDraft[], message: (id: string) => string): Errors {
  const errors: Errors = {}
  items.forEach((item, index) => {
    if (!/^https?:\/\/\S+\.\S+/i.test(item.url.trim()))
      errors[`items.${index}.url`] = message('purchases.form.error.url')
    if (!item.name.trim()) errors[`items.${index}.name`] = message('purchases.form.error.name')
    const quantity = Number(item.quantity)
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100)
      errors[`items.${index}.quantity`] = message('purchases.form.error.quantity')
    if (!(toCents(item.unitPrice) > 0))
      errors[`items.${index}.unitPriceCents`] = message('purchases.form.error.price')
  })
  return errors
}

/** Asking us to buy: the items with their links, options, quantities and prices, notes, the store's state if known. */
export function PurchaseRequestForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl()
  const toast = useToast()
  const message = (id: string) => intl.formatMessage({ id })
  const [items, setItems] = useState<ItemDraft[]>([EMPTY_ITEM])
  const [notes, setNotes] = useState('')
  const [storeState, setStoreState] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const submit = useMutation<NewPurchaseRequest>('POST', PURCHASE_REQUESTS_URL, {
    invalidates: [PURCHASE_REQUESTS_URL],
  })

  const itemsCents = items.reduce(
    (sum, item) => sum + (Number(item.quantity) || 0) * (toCents(item.unitPrice) || 0),
    0
  )

  function change(index: number, field: keyof ItemDraft, value: string) {
    setItems((current) =>
      current.map((item, at) => (at === index ? { ...item, [field]: value } : item))
    )
    const key = `items.${index}.${field === 'unitPrice' ? 'unitPriceCents' : field}`
    setErrors((current) => ({ ...current, [key]: '' }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = check(items, message)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    try {
      await submit.run({
        items: items.map((item) => ({
          url: item.url.trim(),
          name: item.name.trim(),
          ...(item.options.trim() && { options: item.options.trim() }),
          quantity: Number(item.quantity),
          unitPriceCents: toCents(item.unitPrice),
        })),
        ...(notes.trim() && { notes: notes.trim() }),
        // A customer may not know it: staff then set it when they quote.
        ...(storeState && { storeState }),
      })
      toast.show({ variant: 'success', title: message('purchases.form.sent') })
      onClose()
    } catch (error) {
      const byField = fieldErrorsOf(error)
      setErrors(byField)
      if (Object.keys(byField).length === 0) {
        const own = error instanceof ApiError && error.status < 500 ? formErrorOf(error) : undefined
        setFormError(own ?? message(errorMessageId(error)))
      }
    }
  }

  const field = (index: number, name: string) => errors[`items.${index}.${name}`] || undefined

  return (
    <Card title={<FormattedMessage id="purchases.form.title" />} className="purchase-form">
      <p>
        <FormattedMessage
          id="purchases.form.intro"
          values={{
            percent: PURCHASE_FEE_PERCENT,
            minimum: formatUsd(intl, PURCHASE_FEE_MINIMUM_CENTS),
          }}
        />
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {items.map((item, index) => (
          <fieldset key={index} className="purchase-item">
            <legend>
              <FormattedMessage id="purchases.form.item" values={{ number: index + 1 }} />
            </legend>
            <TextField
              label={<FormattedMessage id="purchases.form.url" />}
              name={`items.${index}.url`}
              type="url"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              value={item.url}
              error={field(index, 'url')}
              onChange={(event) => change(index, 'url', event.target.value)}
            />
            <TextField
              label={<FormattedMessage id="purchases.form.name" />}
              name={`items.${index}.name`}
              value={item.name}
              error={field(index, 'name')}
              onChange={(event) => change(index, 'name', event.target.value)}
            />
            <TextField
              label={<FormattedMessage id="purchases.form.options" />}
              hint={<FormattedMessage id="purchases.form.optionsHint" />}
              name={`items.${index}.options`}
              value={item.options}
              error={field(index, 'options')}
              onChange={(event) => change(index, 'options', event.target.value)}
            />
            <div className="form-row">
              <TextField
                label={<FormattedMessage id="purchases.form.quantity" />}
                name={`items.${index}.quantity`}
                type="number"
                min={1}
                max={100}
                inputMode="numeric"
                value={item.quantity}
                error={field(index, 'quantity')}
                onChange={(event) => change(index, 'quantity', event.target.value)}
              />
              <TextField
                label={<FormattedMessage id="purchases.form.unitPrice" />}
                name={`items.${index}.unitPrice`}
                inputMode="decimal"
                dir="ltr"
                value={item.unitPrice}
                error={field(index, 'unitPriceCents')}
                onChange={(event) => change(index, 'unitPrice', event.target.value)}
              />
            </div>
            {items.length > 1 && (
              <Button
                variant="ghost"
                onClick={() => setItems((current) => current.filter((_, at) => at !== index))}
              >
                <FormattedMessage id="purchases.form.removeItem" values={{ number: index + 1 }} />
              </Button>
            )}
          </fieldset>
        ))}
        {items.length < MAX_ITEMS && (
          <Button
            variant="secondary"
            onClick={() => setItems((current) => [...current, EMPTY_ITEM])}
          >
            <FormattedMessage id="purchases.form.addItem" />
          </Button>
        )}
        <Select
          label={<FormattedMessage id="purchases.form.storeState" />}
          hint={<FormattedMessage id="purchases.form.storeStateHint" />}
          name="storeState"
          placeholder={message('purchases.form.storeStatePlaceholder')}
          options={US_STATES.map((code) => ({ value: code, label: code }))}
          value={storeState}
          error={errors.storeState || undefined}
          onChange={(event) => {
            setStoreState(event.target.value)
            setErrors((current) => ({ ...current, storeState: '' }))
          }}
        />
        <TextArea
          label={<FormattedMessage id="purchases.form.notes" />}
          name="notes"
          rows={3}
          value={notes}
          error={errors.notes || undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p className="purchase-estimate">
          <FormattedMessage
            id="purchases.form.itemsTotal"
            values={{ amount: formatUsd(intl, itemsCents) }}
          />
        </p>
        <FormError message={formError} />
        <FormActions
          submit={<FormattedMessage id="purchases.form.submit" />}
          busy={submit.pending}
          onCancel={onClose}
        />
      </form>
    </Card>
  )
}
