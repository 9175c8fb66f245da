import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  Button,
  EmptyState,
  ErrorState,
  MessageHeading,
  PageLink,
  Select,
  Spinner,
  TextField,
  TitledSection,
  serverFieldErrors,
  useFormFields,
} from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { ApiError, apiRequest } from '../../api/client'
import type { Country } from '../../api/addresses'
import { useQuery } from '../../api/query'
import { formatUsd } from '../../ui/format'
import {
  SERVICE_CODES,
  validateQuoteForm,
  type CalculatorField,
  type CalculatorValues,
  type QuoteRequest,
  type ValidationCode,
} from './quoteForm'
import { QUOTES_URL, type QuoteResult } from '../../api/quotes'
import { DutiesSummary, LandedCostBreakdown, useCategoryOptions } from '../landed-cost/LandedCost'
import { RepackOfferLine, RepackSummary, repackOffer } from '../repacking/Repacking'
import '../../ui/content.css'
import './calculator.css'

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; request: QuoteRequest }
  | { status: 'success'; data: QuoteResult }

const VALIDATION_MESSAGES: Record<ValidationCode, string> = {
  required: 'content.validation.required',
  invalidFormat: 'content.validation.invalidFormat',
  invalidZip: 'content.validation.invalidZip',
  selectOption: 'content.validation.selectOption',
}

const SERVICE_NAMES: Record<string, string> = {
  fedex_ground: 'calculator.service.fedex_ground',
  fedex_express_saver: 'calculator.service.fedex_express_saver',
  fedex_standard_overnight: 'calculator.service.fedex_standard_overnight',
  fedex_international_priority: 'calculator.service.fedex_international_priority',
  fedex_international_economy: 'calculator.service.fedex_international_economy',
  other: 'calculator.service.other',
}

/** Machine reasons of `unavailable` (api/services/parcels/rating.ts), shown in the page language. */
const UNAVAILABLE_REASONS: Record<string, string> = {
  not_served: 'calculator.unavailable.not_served',
  manual_quote: 'calculator.unavailable.manual_quote',
  over_limits: 'calculator.unavailable.over_limits',
}

const SERVER_FIELDS: Record<string, CalculatorField> = {
  weightLb: 'weight',
  lengthIn: 'length',
  widthIn: 'width',
  heightIn: 'height',
  country: 'country',
  postalCode: 'postalCode',
  service: 'service',
  declaredValueCents: 'declaredValue',
  category: 'category',
}

/** The three box sides, one row of the form; their labels are `calculator.form.<side>`. */
const DIMENSIONS = ['length', 'width', 'height'] as const

const EMPTY: CalculatorValues = {
  weight: '',
  length: '',
  width: '',
  height: '',
  country: '',
  postalCode: '',
  service: '',
  declaredValue: '',
  category: '',
}

export default function CalculatorPage() {
  usePageTitle('calculator.title')
  const intl = useIntl()
  const countries = useQuery<Country[]>('/api/countries')
  const fields = useFormFields<CalculatorField>(EMPTY)
  const [result, setResult] = useState<Result>({ status: 'idle' })
  const categoryOptions = useCategoryOptions()

  async function fetchQuotes(request: QuoteRequest) {
    setResult({ status: 'loading' })
    try {
      const data = await apiRequest<QuoteResult>('POST', QUOTES_URL, request)
      setResult({ status: 'success', data })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const byField = serverFieldErrors(error, (field) => SERVER_FIELDS[field])
        if (Object.keys(byField).length > 0) {
          fields.setErrors(byField)
          setResult({ status: 'idle' })
          return
        }
      }
      setResult({ status: 'error', error, request })
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { errors: found, request } = validateQuoteForm(fields.values)
    fields.setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, code]) => [
          field,
          intl.formatMessage({ id: VALIDATION_MESSAGES[code] }),
        ])
      )
    )
    if (request) void fetchQuotes(request)
  }

  const countryOptions =
    countries.status === 'success'
      ? [...(countries.data ?? [])]
          .sort((a, b) => a.name.localeCompare(b.name, intl.locale))
          .map((country) => ({ value: country.code, label: country.name }))
      : []
  const serviceOptions = SERVICE_CODES.map((code) => ({
    value: code,
    label: intl.formatMessage({ id: SERVICE_NAMES[code] }),
  }))

  return (
    <div className="content-page calculator">
      <MessageHeading titleId="calculator.heading" leadId="calculator.lead" />

      <div className="calculator-layout">
        <form
          className="calculator-form"
          noValidate
          onSubmit={submit}
          aria-labelledby="calculator-form-title"
        >
          <h2 id="calculator-form-title">
            <FormattedMessage id="calculator.form.title" />
          </h2>
          <TextField
            label={<FormattedMessage id="calculator.form.weight" />}
            hint={<FormattedMessage id="calculator.form.weightHint" />}
            inputMode="decimal"
            autoComplete="off"
            {...fields.bind('weight')}
          />
          <fieldset className="calculator-dimensions">
            <legend>
              <FormattedMessage id="calculator.form.dimensions" />
            </legend>
            <div className="content-form-row content-form-row--3">
              {DIMENSIONS.map((field) => (
                <TextField
                  key={field}
                  label={<FormattedMessage id={`calculator.form.${field}`} />}
                  inputMode="decimal"
                  autoComplete="off"
                  {...fields.bind(field)}
                />
              ))}
            </div>
          </fieldset>

          {countries.status === 'loading' && (
            <Spinner label={intl.formatMessage({ id: 'calculator.countries.loading' })} />
          )}
          {countries.status === 'error' && (
            <div className="form-error" role="alert">
              <p>
                <FormattedMessage id="calculator.countries.error" />
              </p>
              <Button variant="secondary" onClick={() => void countries.refetch()}>
                <FormattedMessage id="calculator.retry" />
              </Button>
            </div>
          )}
          {countries.status === 'success' && (
            <Select
              label={<FormattedMessage id="calculator.form.country" />}
              autoComplete="country"
              placeholder={intl.formatMessage({ id: 'calculator.form.countryPlaceholder' })}
              options={countryOptions}
              {...fields.bind('country')}
            />
          )}
          <TextField
            label={<FormattedMessage id="calculator.form.postalCode" />}
            autoComplete="postal-code"
            {...fields.bind('postalCode')}
          />
          <Select
            label={<FormattedMessage id="calculator.form.service" />}
            placeholder={intl.formatMessage({ id: 'calculator.form.serviceAll' })}
            options={serviceOptions}
            {...fields.bind('service')}
          />
          <TextField
            label={<FormattedMessage id="calculator.form.declaredValue" />}
            hint={<FormattedMessage id="calculator.form.declaredValueHint" />}
            inputMode="decimal"
            autoComplete="off"
            {...fields.bind('declaredValue')}
          />
          <Select
            label={<FormattedMessage id="calculator.form.category" />}
            placeholder={intl.formatMessage({ id: 'calculator.form.categoryPlaceholder' })}
            options={categoryOptions}
            {...fields.bind('category')}
          />
          <Button type="submit" busy={result.status === 'loading'}>
            <FormattedMessage id="calculator.form.submit" />
          </Button>
        </form>

        <section
          className="calculator-results"
          aria-labelledby="calculator-results-title"
          aria-live="polite"
        >
          <h2 id="calculator-results-title">
            <FormattedMessage id="calculator.results.title" />
          </h2>
          {result.status === 'idle' && (
            <p className="content-hint">
              <FormattedMessage id="calculator.results.idle" />
            </p>
          )}
          {result.status === 'loading' && (
            <Spinner label={intl.formatMessage({ id: 'calculator.results.loading' })} />
          )}
          {result.status === 'error' && (
            <ErrorState error={result.error} onRetry={() => void fetchQuotes(result.request)} />
          )}
          {result.status === 'success' && <QuoteResults data={result.data} />}
        </section>
      </div>

      <TitledSection
        className="content-callout"
        headingId="calculator-notes-title"
        titleId="calculator.notes.title"
      >
        <ul className="content-list">
          <li>
            <FormattedMessage id="calculator.notes.dimensional" />
          </li>
          <li>
            <FormattedMessage id="calculator.notes.duties" />
          </li>
          <li>
            <FormattedMessage id="calculator.notes.consolidation" />
          </li>
        </ul>
        <PageLink to="prohibitedItems">
          <FormattedMessage id="calculator.notes.prohibited" />
        </PageLink>
      </TitledSection>
    </div>
  )
}

function QuoteResults({ data }: { data: QuoteResult }) {
  const intl = useIntl()
  const pounds = (value: number) =>
    intl.formatNumber(value, {
      style: 'unit',
      unit: 'pound',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    })
  const dimensionalWins = data.billableWeightLb > data.actualWeightLb
  const serviceName = (service: string, fallback: string) =>
    SERVICE_NAMES[service] ? intl.formatMessage({ id: SERVICE_NAMES[service] }) : fallback

  return (
    <div className="calculator-result">
      <dl className="calculator-weights">
        <div>
          <dt>
            <FormattedMessage id="calculator.results.actualWeight" />
          </dt>
          <dd>{pounds(data.actualWeightLb)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="calculator.results.dimensionalWeight" />
          </dt>
          <dd>{pounds(data.dimensionalWeightLb)}</dd>
        </div>
        <div className="calculator-billable">
          <dt>
            <FormattedMessage id="calculator.results.billableWeight" />
          </dt>
          <dd>{pounds(data.billableWeightLb)}</dd>
        </div>
      </dl>
      <p className="content-hint">
        <FormattedMessage
          id={
            dimensionalWins
              ? 'calculator.results.billableDimensional'
              : 'calculator.results.billableActual'
          }
        />
      </p>

      {data.repack && (
        <RepackSummary
          advice={data.repack}
          actualWeightLb={data.actualWeightLb}
          dimensionalWeightLb={data.dimensionalWeightLb}
        />
      )}
      {data.dutiesAndTaxes && data.quotes.length > 0 && (
        <DutiesSummary duties={data.dutiesAndTaxes} />
      )}
      {data.quotes.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="calculator.results.empty" />}
          message={<FormattedMessage id="calculator.results.emptyHint" />}
        />
      ) : (
        <ul className="calculator-quotes">
          {data.quotes.map((quote) => {
            const savingCents = quote.retailPriceCents - quote.priceCents
            const { min, max } = quote.transitDays
            const repacked = repackOffer(data.repack, quote.service)
            return (
              <li key={quote.service} className="calculator-quote" data-service={quote.service}>
                <h3>{serviceName(quote.service, quote.name)}</h3>
                <p className="calculator-price">
                  <FormattedMessage
                    id="calculator.results.price"
                    values={{ price: <strong>{formatUsd(intl, quote.priceCents)}</strong> }}
                  />
                </p>
                {savingCents > 0 && (
                  <p className="calculator-saving">
                    <FormattedMessage
                      id="calculator.results.saving"
                      values={{
                        retail: <s>{formatUsd(intl, quote.retailPriceCents)}</s>,
                        amount: formatUsd(intl, savingCents),
                        percent: savingCents / quote.retailPriceCents,
                      }}
                    />
                  </p>
                )}
                <p>
                  {min === max ? (
                    <FormattedMessage id="calculator.results.transitExact" values={{ days: min }} />
                  ) : (
                    <FormattedMessage id="calculator.results.transitRange" values={{ min, max }} />
                  )}
                </p>
                {repacked && (
                  <p>
                    <RepackOfferLine offer={repacked} />
                  </p>
                )}
                {quote.landedCost && <LandedCostBreakdown cost={quote.landedCost} />}
              </li>
            )
          })}
        </ul>
      )}

      {data.unavailable.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="calculator.results.unavailableTitle" />
          </h3>
          <ul className="content-list">
            {data.unavailable.map((item) => (
              <li key={item.service}>
                <FormattedMessage
                  id="calculator.results.unavailableItem"
                  values={{
                    service: serviceName(item.service, item.service),
                    reason: intl.formatMessage({
                      id: UNAVAILABLE_REASONS[item.reason] ?? 'calculator.unavailable.other',
                    }),
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
