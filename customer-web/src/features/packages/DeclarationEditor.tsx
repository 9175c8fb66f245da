import { useState, type FormEvent } from 'react'
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

type LineField = 'description' | 'quantity' | 'unitValue' | 'hsCode' | 'originCountry' | 'category'
type Line = Record<LineField, string>
type LineErrors = Partial<Record<LineField, string>>

const BLANK: Line = {
  description: '',
  quantity: '1',
  unitValue: '',
  hsCode: '',
  originCountry: 'US',
  category: 'other',
}

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
  if (pkg.customsLines.length === 0) return [BLANK]
  return pkg.customsLines.map((line) => ({
    description: line.description,
    quantity: String(line.quantity),
    unitValue: (line.unitValueCents / 100).toFixed(2),
    hsCode: line.hsCode ?? '',
    originCountry: line.originCountry,
    category: line.category,
  }))
}

/**
 * The customs declaration: one line per kind of item with its quantity and value per unit. The API
 * checks every line and answers with a message per field in the customer's language, shown on that
 * line; a line naming a prohibited item is saved but flagged.
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
  const save = useMutation<DeclarationRequest, PackageDetail>('PUT', declarationUrl(pkg.number), {
    invalidates: ['/api/packages'],
  })
  const editable = pkg.status === 'received'

  function change(index: number, field: LineField, value: string) {
    setLines((current) =>
      current.map((line, at) => (at === index ? { ...line, [field]: value } : line))
    )
    setErrors((current) =>
      current.map((line, at) => (at === index ? { ...line, [field]: undefined } : line))
    )
  }

  function remove(index: number) {
    setLines((current) => current.filter((_, at) => at !== index))
    setErrors((current) => current.filter((_, at) => at !== index))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const amountError = intl.formatMessage({ id: 'packages.declaration.amountInvalid' })
    const local: LineErrors[] = lines.map((line) =>
      centsOf(line.unitValue) === null ? { unitValue: amountError } : {}
    )
    if (local.some((line) => line.unitValue)) {
      setErrors(local)
      setFormError(intl.formatMessage({ id: 'packages.declaration.fixLines' }))
      return
    }
    const body: DeclarationLineInput[] = lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unitValueCents: centsOf(line.unitValue)!,
      ...(line.hsCode.trim() ? { hsCode: line.hsCode.trim() } : {}),
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
      setErrors(byLine)
      setFormError(
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
    <form className="declaration" onSubmit={submit} noValidate>
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
          <fieldset key={index} className="declaration-line">
            <legend>
              <FormattedMessage id="packages.declaration.line" values={{ index: index + 1 }} />
            </legend>
            <TextField
              className="declaration-description"
              label={<FormattedMessage id="packages.declaration.description" />}
              value={line.description}
              error={lineErrors.description}
              onChange={(event) => change(index, 'description', event.target.value)}
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
            <TextField
              label={<FormattedMessage id="packages.declaration.hsCode" />}
              hint={<FormattedMessage id="packages.declaration.hsCodeHint" />}
              value={line.hsCode}
              error={lineErrors.hsCode}
              onChange={(event) => change(index, 'hsCode', event.target.value)}
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
          onClick={() => setLines((current) => [...current, BLANK])}
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
  if (pkg.customsLines.length === 0) return null
  return (
    <WideTable
      labelId="packages.declaration.title"
      className="declaration-table"
      rows={pkg.customsLines}
      columns={[
        { id: 'packages.declaration.description', cell: (line) => line.description },
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
          <th scope="row" colSpan={3}>
            <FormattedMessage id="packages.declaration.declaredValue" />
          </th>
          <td>{formatUsd(intl, pkg.declaredValueCents ?? 0)}</td>
        </tr>
      }
    />
  )
}
