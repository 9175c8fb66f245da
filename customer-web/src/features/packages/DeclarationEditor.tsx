import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { errorMessageId, fieldErrorsOf, formErrorOf } from '../../api/client'
import {
  declarationUrl,
  type DeclarationLineInput,
  type DeclarationRequest,
  type PackageDetail,
} from '../../api/packages'
import { useMutation } from '../../api/query'
import type { GoodsCategory } from '../../api/quotes'
import { useCategoryOptions } from '../landed-cost/LandedCost'
import { useCountries } from '../../api/addresses'
import { useLanguage } from '../../i18n/useLanguage'
import { Button, FormError, Select, TextField, formatUsd, useToast, WideTable } from '../../ui'
import { LATIN_TEXT } from '#domain/parcels'
import { HsCodePicker, type HsChoice } from './HsCodePicker'

type LineField = 'description' | 'quantity' | 'unitValue' | 'hsCode' | 'originCountry' | 'category'
type TypedField = Exclude<LineField, 'hsCode'>
/** `key` keeps each line's fields its own when a line above is removed. */
type Line = Record<TypedField, string> & { key: number; hsCode: HsChoice | null }
type LineErrors = Partial<Record<LineField, string>>

let lastKey = 0
const blankLine = (): Line => ({
  key: ++lastKey,
  description: '',
  quantity: '1',
  unitValue: '',
  hsCode: null,
  originCountry: 'US',
  category: 'other',
})

/* The server names a line's field `lines.<index>.<field>`; the value is typed in dollars here. */
const FORM_FIELD: Record<string, LineField> = {
  description: 'description',
  quantity: 'quantity',
  unitValueCents: 'unitValue',
  hsCode: 'hsCode',
  originCountry: 'originCountry',
  category: 'category',
}

/** Dollars as typed ("12.5", "12,50") to cents, or null when it is not an amount. */
function centsOf(typed: string): number | null {
  const text = typed.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}

function linesOf(pkg: PackageDetail): Line[] {
  if (pkg.customsLines.length === 0) return [blankLine()]
  return pkg.customsLines.map((line) => ({
    key: ++lastKey,
    description: line.description,
    quantity: String(line.quantity),
    unitValue: (line.unitValueCents / 100).toFixed(2),
    // A code declared before the HS list was offered, and not in it, is chosen again.
    hsCode:
      line.hsCode && line.hsDescription
        ? { code: line.hsCode, description: line.hsDescription }
        : null,
    originCountry: line.originCountry,
    category: line.category,
  }))
}

/** What the server would refuse in a line, found before sending: the message ids by field. */
function localErrorsOf(line: Line): Partial<Record<LineField, string>> {
  const errors: Partial<Record<LineField, string>> = {}
  const description = line.description.trim()
  if (!description) errors.description = 'packages.declaration.descriptionRequired'
  else if (!LATIN_TEXT.test(description))
    errors.description = 'packages.declaration.descriptionLatin'
  if (centsOf(line.unitValue) === null) errors.unitValue = 'packages.declaration.amountInvalid'
  if (!line.hsCode) errors.hsCode = 'packages.declaration.hsCodeRequired'
  return errors
}

/**
 * The customs declaration: one line per kind of item, described in English for customs (whatever
 * the page's language), with its HS code from the Harmonized System list, origin, quantity and
 * value per unit. What is missing is marked before sending; the API checks every line and answers
 * with a message per field in the customer's language, shown on that field. Either way the first
 * field in error gets the focus. A line naming a prohibited item is saved but flagged.
 */
export function DeclarationEditor({ pkg }: { pkg: PackageDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const toast = useToast()
  const countries = useCountries(lang)
  const categoryOptions = useCategoryOptions()
  const [lines, setLines] = useState<Line[]>(() => linesOf(pkg))
  const [errors, setErrors] = useState<LineErrors[]>([])
  const [formError, setFormError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // Set when a submit found errors: once they are drawn, the first field in error takes the focus.
  const [focusError, setFocusError] = useState(0)
  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusError])
  const save = useMutation<DeclarationRequest, PackageDetail>('PUT', declarationUrl(pkg.number), {
    invalidates: ['/api/packages'],
  })
  const editable = pkg.status === 'received'

  function change(index: number, field: LineField, value: string | HsChoice | null) {
    setLines((current) =>
      current.map((line, at) => (at === index ? { ...line, [field]: value } : line))
    )
    setErrors((current) =>
      current.map((line, at) => (at === index ? { ...line, [field]: undefined } : line))
    )
  }

  function showErrors(byLine: LineErrors[], message: string) {
    setErrors(byLine)
    setFormError(message)
    setFocusError((count) => count + 1)
  }

  function remove(index: number) {
    setLines((current) => current.filter((_, at) => at !== index))
    setErrors((current) => current.filter((_, at) => at !== index))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const local: LineErrors[] = lines.map((line) =>
      Object.fromEntries(
        Object.entries(localErrorsOf(line)).map(([field, id]) => [
          field,
          intl.formatMessage({ id }),
        ])
      )
    )
    if (local.some((line) => Object.keys(line).length > 0)) {
      showErrors(local, intl.formatMessage({ id: 'packages.declaration.fixLines' }))
      return
    }
    const body: DeclarationLineInput[] = lines.map((line) => ({
      description: line.description.trim(),
      quantity: Number(line.quantity),
      unitValueCents: centsOf(line.unitValue)!,
      hsCode: line.hsCode!.code,
      originCountry: line.originCountry,
      category: line.category as GoodsCategory,
    }))
    try {
      await save.run({ lines: body })
      setErrors([])
      toast.show({
        title: intl.formatMessage({ id: 'packages.declaration.saved' }),
        variant: 'success',
      })
    } catch (failure) {
      const byLine: LineErrors[] = lines.map(() => ({}))
      for (const [field, message] of Object.entries(fieldErrorsOf(failure))) {
        const [, index, name] = field.split('.')
        const formField = FORM_FIELD[name]
        if (field.startsWith('lines.') && formField && byLine[Number(index)])
          byLine[Number(index)][formField] = message
      }
      showErrors(
        byLine,
        byLine.some((line) => Object.keys(line).length > 0)
          ? intl.formatMessage({ id: 'packages.declaration.fixLines' })
          : (formErrorOf(failure) ?? intl.formatMessage({ id: errorMessageId(failure) }))
      )
    }
  }

  const totalCents = lines.reduce(
    (sum, line) => sum + (Number(line.quantity) || 0) * (centsOf(line.unitValue) ?? 0),
    0
  )
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }))

  if (!editable) {
    return (
      <>
        <p className="package-muted">
          <FormattedMessage id="packages.declaration.locked" />
        </p>
        <DeclarationSummary pkg={pkg} />
      </>
    )
  }

  return (
    <form ref={form} className="declaration" onSubmit={submit} noValidate>
      <p className="package-muted">
        <FormattedMessage id="packages.declaration.englishHelp" />
      </p>
      {pkg.hasProhibitedItems && (
        <p className="form-error" role="alert">
          <FormattedMessage id="packages.declaration.prohibited" />
        </p>
      )}
      {lines.map((line, index) => {
        const lineErrors = errors[index] ?? {}
        const flagged = pkg.customsLines[index]?.prohibitedCategory
        const subtotal = (Number(line.quantity) || 0) * (centsOf(line.unitValue) ?? 0)
        return (
          <fieldset key={line.key} className="declaration-line">
            <legend>
              <FormattedMessage id="packages.declaration.line" values={{ index: index + 1 }} />
            </legend>
            <TextField
              className="declaration-wide"
              label={<FormattedMessage id="packages.declaration.description" />}
              hint={<FormattedMessage id="packages.declaration.descriptionHint" />}
              lang="en"
              dir="auto"
              value={line.description}
              error={lineErrors.description}
              onChange={(event) => change(index, 'description', event.target.value)}
            />
            <HsCodePicker
              label={<FormattedMessage id="packages.declaration.hsCode" />}
              hint={<FormattedMessage id="packages.declaration.hsCodeHint" />}
              value={line.hsCode}
              error={lineErrors.hsCode}
              onChoose={(choice) => change(index, 'hsCode', choice)}
            />
            <TextField
              label={<FormattedMessage id="packages.declaration.quantity" />}
              inputMode="numeric"
              value={line.quantity}
              error={lineErrors.quantity}
              onChange={(event) => change(index, 'quantity', event.target.value)}
            />
            <TextField
              label={<FormattedMessage id="packages.declaration.unitValue" />}
              inputMode="decimal"
              value={line.unitValue}
              error={lineErrors.unitValue}
              onChange={(event) => change(index, 'unitValue', event.target.value)}
            />
            <Select
              label={<FormattedMessage id="packages.declaration.origin" />}
              options={
                countryOptions.length
                  ? countryOptions
                  : [{ value: line.originCountry, label: line.originCountry }]
              }
              value={line.originCountry}
              error={lineErrors.originCountry}
              onChange={(event) => change(index, 'originCountry', event.target.value)}
            />
            <Select
              label={<FormattedMessage id="packages.declaration.category" />}
              options={categoryOptions}
              value={line.category}
              error={lineErrors.category}
              onChange={(event) => change(index, 'category', event.target.value)}
            />
            <div className="declaration-line-footer">
              <span>
                <FormattedMessage
                  id="packages.declaration.subtotal"
                  values={{ amount: formatUsd(intl, subtotal) }}
                />
              </span>
              {flagged && (
                <span className="package-todo">
                  <FormattedMessage
                    id="packages.declaration.flagged"
                    values={{ category: flagged }}
                  />
                </span>
              )}
              {lines.length > 1 && (
                <Button variant="ghost" onClick={() => remove(index)}>
                  <FormattedMessage
                    id="packages.declaration.remove"
                    values={{ index: index + 1 }}
                  />
                </Button>
              )}
            </div>
          </fieldset>
        )
      })}
      <div className="declaration-footer">
        <Button
          variant="secondary"
          onClick={() => setLines((current) => [...current, blankLine()])}
          disabled={lines.length >= 50}
        >
          <FormattedMessage id="packages.declaration.add" />
        </Button>
        <p className="declaration-total">
          <FormattedMessage
            id="packages.declaration.total"
            values={{ count: lines.length, amount: formatUsd(intl, totalCents) }}
          />
        </p>
      </div>
      <FormError message={formError} />
      <Button type="submit" busy={save.pending}>
        <FormattedMessage id="packages.declaration.save" />
      </Button>
    </form>
  )
}

/** The saved lines, read-only, once the package is on its way. */
function DeclarationSummary({ pkg }: { pkg: PackageDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const countries = useCountries(lang)
  const countryName = (code: string) =>
    countries.data?.find((country) => country.code === code)?.name ?? code
  if (pkg.customsLines.length === 0) return null
  return (
    <WideTable
      labelId="packages.declaration.title"
      className="declaration-table"
      rows={pkg.customsLines}
      columns={[
        {
          id: 'packages.declaration.description',
          cell: (line) => <span lang="en">{line.description}</span>,
        },
        {
          id: 'packages.declaration.hsCode',
          cell: (line) => <bdi>{line.hsCode}</bdi>,
        },
        { id: 'packages.declaration.origin', cell: (line) => countryName(line.originCountry) },
        {
          id: 'packages.declaration.category',
          cell: (line) => <FormattedMessage id={`landedCost.category.${line.category}`} />,
        },
        { id: 'packages.declaration.quantity', cell: (line) => intl.formatNumber(line.quantity) },
        {
          id: 'packages.declaration.unitValue',
          cell: (line) => formatUsd(intl, line.unitValueCents),
        },
      ]}
      foot={
        <tr>
          <th scope="row" colSpan={5}>
            <FormattedMessage id="packages.declaration.declaredValue" />
          </th>
          <td>{formatUsd(intl, pkg.declaredValueCents ?? 0)}</td>
        </tr>
      }
    />
  )
}
