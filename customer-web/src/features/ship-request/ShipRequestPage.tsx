import { useEffect, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isValidPhoneNumber } from 'libphonenumber-js'
import { trackConversion } from '../../analytics/tracker'
import { errorMessageId, formErrorOf } from '../../api/client'
import { STORED_PACKAGES_URL, type Package } from '../../api/packages'
import { useMutation, useQuery } from '../../api/query'
import {
  useAddresses,
  useCountries,
  useCreateAddress,
  type AddressFields,
  type SavedAddress,
} from '../../api/addresses'
import type { ServiceId } from '../../api/quotes'
import {
  LATIN_ADDRESS_URL,
  SHIPMENT_QUOTE_URL,
  SHIPMENTS_URL,
  type LatinAddress,
  type LatinAddressRequest,
  type ConsolidatedServiceQuote,
  type ShipmentQuote,
  type ShipmentQuoteRequest,
  type ShipRequest,
  type Shipment,
} from '../../api/shipments'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Button,
  Card,
  Checkbox,
  EmptyStateLink,
  FormError,
  MessageHeading,
  PhoneField,
  QueryView,
  Select,
  Skeleton,
  TextField,
  formatUsd,
  serverFieldErrors,
  type FieldErrors,
  useFormFields,
} from '../../ui'
import { Measurements } from '../packages/PackageBits'
import { RepackChoice } from './RepackChoice'
import {
  LatinAddressFields,
  latinValuesOf,
  type LatinField,
  type LatinValues,
} from './LatinAddressFields'
import { ServiceChoice } from './ServiceChoice'
import { repackOffer } from '../repacking/Repacking'
import { ShipmentRequested } from './ShipmentRequested'
import { ALL_STORED, shipmentPath } from './shipLinks'
import './ship-request.css'

type AddressField = Exclude<keyof AddressFields, 'label'>
const EMPTY_ADDRESS: Record<AddressField, string> = {
  recipientName: '',
  recipientPhone: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
}
const REQUIRED: AddressField[] = [
  'recipientName',
  'recipientPhone',
  'street',
  'city',
  'postalCode',
  'country',
]

/**
 * Ship request: the packages in storage, the chosen ones (`?packages=PKG-1,PKG-2`, or `all`) ticked, go
 * in one box to an address with a service. Prices, transit days and the saving against shipping each
 * package alone come from the API's consolidated quote; every charge is listed before confirming. Once
 * confirmed, the page shows the request (`?shipment=SHP-…`) and its invoice when there is one.
 */
export default function ShipRequestPage() {
  usePageTitle('route.internationalShippingRequest.title')
  const [searchParams] = useSearchParams()
  const shipment = searchParams.get('shipment')

  return (
    <div className="ship-request">
      <MessageHeading titleId="route.internationalShippingRequest.title" leadId="shipping.lead" />
      {shipment ? <ShipmentRequested number={shipment} /> : <ShipStoredPackages />}
    </div>
  )
}

/** The packages in storage, those the link chose ticked; the choice lives in the address bar. */
function ShipStoredPackages() {
  const [searchParams, setSearchParams] = useSearchParams()
  const stored = useQuery<Package[]>(STORED_PACKAGES_URL)
  // The boxes answer a click at once; the address bar follows, so a reload or a shared link keeps the choice.
  const [ticked, setTicked] = useState<string[] | null>(null)
  const asked = searchParams.get('packages') ?? ''
  const wanted = new Set(
    asked
      .split(',')
      .map((number) => number.trim().toUpperCase())
      .filter(Boolean)
  )

  function choose(numbers: string[]) {
    setTicked(numbers)
    setSearchParams({ packages: numbers.join(',') }, { replace: true })
  }

  return (
    <QueryView query={stored} loading={<Skeleton lines={6} />} empty={<NothingInStorage />}>
      {(packages) => (
        <ShipRequestForm
          stored={packages}
          packageNumbers={packages
            .map((pkg) => pkg.number)
            .filter((number) =>
              ticked ? ticked.includes(number) : asked === ALL_STORED || wanted.has(number)
            )}
          onChoose={choose}
        />
      )}
    </QueryView>
  )
}

function NothingInStorage() {
  return (
    <EmptyStateLink
      titleId="shipping.empty.title"
      textId="shipping.empty.text"
      link={{ to: 'packages', messageId: 'shipping.empty.action' }}
    />
  )
}

function ShipRequestForm({
  stored,
  packageNumbers,
  onChoose,
}: {
  stored: Package[]
  packageNumbers: string[]
  onChoose: (packageNumbers: string[]) => void
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const navigate = useNavigate()
  const countries = useCountries(lang)
  const saved = useAddresses()
  // A saved address by id, or 'new' for the form; the first saved one until the customer chooses.
  const [chosen, setChosen] = useState<number | 'new' | null>(null)
  const savedAddresses = saved.data ?? []
  const addressChoice = chosen ?? savedAddresses[0]?.id ?? 'new'
  const savedChoice = savedAddresses.find((address) => address.id === addressChoice)
  const address = useFormFields<AddressField>(EMPTY_ADDRESS)
  // A new address is kept for the next requests when the customer ticks it.
  const [keepAddress, setKeepAddress] = useState(false)
  const saving = useCreateAddress()
  const [quote, setQuote] = useState<ShipmentQuote | null>(null)
  const [service, setService] = useState<ServiceId | ''>('')
  const [repack, setRepack] = useState(false)
  // The Latin spelling of a non-Latin destination, as proposed and then corrected; null when Latin.
  const [latin, setLatin] = useState<LatinValues | null>(null)
  const [latinErrors, setLatinErrors] = useState<FieldErrors<LatinField>>({})
  const spelling = useMutation<LatinAddressRequest, { latinAddress: LatinAddress | null }>(
    'POST',
    LATIN_ADDRESS_URL
  )
  const [serviceError, setServiceError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const quoting = useMutation<ShipmentQuoteRequest, ShipmentQuote>('POST', SHIPMENT_QUOTE_URL)
  // A request retried after a lost answer gets the shipment it made, not a second one.
  const requesting = useMutation<ShipRequest, Shipment>('POST', SHIPMENTS_URL, {
    invalidates: ['/api/packages', '/api/shipments', '/api/dashboard'],
    idempotent: true,
  })
  const packagesKey = packageNumbers.join(',')
  const chosenPackages = stored.filter((pkg) => packageNumbers.includes(pkg.number))

  useEffect(() => {
    trackConversion('shipping_request_started', { packageId: packagesKey })
  }, [packagesKey])

  // Other packages make another box: its prices are asked for again.
  function choose(numbers: string[]) {
    forgetPrices()
    onChoose(numbers)
  }

  function newAddress(): Omit<AddressFields, 'label'> {
    const values = address.values
    return {
      recipientName: values.recipientName.trim(),
      recipientPhone: values.recipientPhone.trim(),
      street: values.street.trim(),
      city: values.city.trim(),
      ...(values.state.trim() ? { state: values.state.trim() } : {}),
      postalCode: values.postalCode.trim(),
      country: values.country,
    }
  }

  /** Required fields and the phone number (libphonenumber, as the API checks it), beside each field. */
  function checkAddress(): boolean {
    if (savedChoice) return true
    const found: FieldErrors<AddressField> = {}
    const required = intl.formatMessage({ id: 'shipping.address.required' })
    for (const field of REQUIRED) if (!address.values[field].trim()) found[field] = required
    const phone = address.values.recipientPhone.trim()
    if (phone && !isValidPhoneNumber(phone))
      found.recipientPhone = intl.formatMessage({ id: 'shipping.address.phoneInvalid' })
    address.setErrors(found)
    return Object.keys(found).length === 0
  }

  function showFailure(failure: unknown) {
    const fields = serverFieldErrors<AddressField>(failure, (field) => {
      const name = field.replace(/^address\./, '') as AddressField
      return name in EMPTY_ADDRESS ? name : undefined
    })
    address.setErrors(fields)
    const latinFields = serverFieldErrors<LatinField>(failure, (field) => {
      const name = field.replace(/^latinAddress\./, '') as LatinField
      return field.startsWith('latinAddress.') ? name : undefined
    })
    setLatinErrors(latinFields)
    const serviceMessage = serverFieldErrors<'service'>(failure, (field) =>
      field === 'service' ? 'service' : undefined
    ).service
    setServiceError(serviceMessage)
    const packagesMessage = serverFieldErrors<'packageNumbers'>(failure, (field) =>
      field === 'packageNumbers' ? 'packageNumbers' : undefined
    ).packageNumbers
    setFormError(
      packagesMessage ??
        formErrorOf(failure) ??
        (Object.keys(fields).length > 0 || Object.keys(latinFields).length > 0 || serviceMessage
          ? intl.formatMessage({ id: 'shipping.fixFields' })
          : intl.formatMessage({ id: errorMessageId(failure) }))
    )
  }

  async function loadPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    if (!checkAddress()) {
      setFormError(intl.formatMessage({ id: 'shipping.fixFields' }))
      return
    }
    const destination = savedChoice ?? newAddress()
    const { country, postalCode } = destination
    try {
      const [prices, spelt] = await Promise.all([
        quoting.run({ packageNumbers, country, postalCode }),
        spelling.run(
          savedChoice
            ? { addressId: savedChoice.id }
            : {
                address: {
                  recipientName: destination.recipientName,
                  street: destination.street,
                  city: destination.city,
                  ...(destination.state ? { state: destination.state } : {}),
                },
              }
        ),
      ])
      setLatin(spelt.latinAddress && latinValuesOf(spelt.latinAddress))
      setLatinErrors({})
      setQuote(prices)
      setService((current) =>
        prices.quotes.some((offer) => offer.service === current) ? current : ''
      )
    } catch (failure) {
      setQuote(null)
      showFailure(failure)
    }
  }

  async function confirm() {
    setFormError(null)
    if (!service) {
      setServiceError(intl.formatMessage({ id: 'shipping.service.required' }))
      return
    }
    // Only a repack that saves with the chosen service is asked for.
    const repacking = repack && repackOffer(quote?.repack ?? null, service) !== undefined
    const choice = {
      packageNumbers,
      service,
      ...(repacking ? { repack: true } : {}),
      ...(latin ? { latinAddress: confirmedLatin(latin) } : {}),
    }
    try {
      const kept = !savedChoice && keepAddress ? await saving.run(newAddress()) : null
      if (kept) setChosen(kept.id)
      const addressId = savedChoice?.id ?? kept?.id
      const created = await requesting.run(
        addressId ? { ...choice, addressId } : { ...choice, address: newAddress() }
      )
      trackConversion('shipping_request_completed', {
        packageId: packagesKey,
        value: created.estimatedPriceCents / 100,
      })
      const invoice = created.invoice
      navigate(
        invoice?.status === 'unpaid'
          ? pathFor('packagePayment', lang, { invoiceNumber: invoice.number })
          : shipmentPath(lang, created.number)
      )
    } catch (failure) {
      showFailure(failure)
    }
  }

  // A new destination needs new prices and a new Latin spelling.
  function forgetPrices() {
    setQuote(null)
    setService('')
    setRepack(false)
    setLatin(null)
  }

  function bindAddress(field: AddressField) {
    const bound = address.bind(field)
    if (field === 'recipientPhone') return bound
    return {
      ...bound,
      onChange: (event: { target: { value: string } }) => {
        bound.onChange(event)
        forgetPrices()
      },
    }
  }

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }))

  return (
    <div className="ship-request-steps">
      <PackagePicker stored={stored} chosen={packageNumbers} onChoose={choose} />
      {packageNumbers.length === 0 ? (
        <p className="ship-request-hint" role="status">
          <FormattedMessage id="shipping.packages.noneChosen" />
        </p>
      ) : (
        <>
          <Card title={<FormattedMessage id="shipping.address.title" />}>
            {saved.status === 'loading' ? (
              <Skeleton lines={4} />
            ) : (
              <form className="ship-request-address" onSubmit={loadPrices} noValidate>
                {savedAddresses.length > 0 && (
                  <SavedAddressChoice
                    addresses={savedAddresses}
                    value={addressChoice}
                    onChange={(next) => {
                      setChosen(next)
                      forgetPrices()
                    }}
                  />
                )}
                {addressChoice === 'new' && (
                  <>
                    <NewAddressFields
                      bindAddress={bindAddress}
                      countryOptions={countryOptions}
                      countryPlaceholder={intl.formatMessage({
                        id: 'shipping.address.countryPlaceholder',
                      })}
                    />
                    <Checkbox
                      name="keepAddress"
                      className="ship-request-wide"
                      checked={keepAddress}
                      onChange={(event) => setKeepAddress(event.target.checked)}
                      label={<FormattedMessage id="shipping.address.keep" />}
                    />
                  </>
                )}
                <div className="ship-request-wide">
                  <Button type="submit" variant="secondary" busy={quoting.pending}>
                    <FormattedMessage id="shipping.prices.show" />
                  </Button>
                </div>
              </form>
            )}
          </Card>

          {quote && latin && (
            <LatinAddressFields
              values={latin}
              errors={latinErrors}
              onChange={(field, value) => {
                setLatin((current) => current && { ...current, [field]: value })
                setLatinErrors((current) => ({ ...current, [field]: undefined }))
              }}
            />
          )}
          {quote && (
            <Card title={<FormattedMessage id="shipping.service.title" />}>
              <ServiceChoice
                quote={quote}
                value={service}
                error={serviceError}
                onChange={(picked) => {
                  setService(picked)
                  setServiceError(undefined)
                }}
              />
              <RepackChoice quote={quote} service={service} checked={repack} onChange={setRepack} />
              <ChargesSummary
                quote={quote}
                service={service}
                repack={repack}
                packages={chosenPackages}
              />
              <div className="ship-request-confirm">
                <Button
                  onClick={() => void confirm()}
                  busy={saving.pending || requesting.pending}
                  disabled={quote.quotes.length === 0}
                >
                  <FormattedMessage id="shipping.confirm" />
                </Button>
              </div>
            </Card>
          )}
        </>
      )}
      <FormError message={formError} />
    </div>
  )
}

/** The Latin address as the API takes it: trimmed, without an empty state. */
function confirmedLatin(latin: LatinValues) {
  const state = latin.state.trim()
  return {
    recipientName: latin.recipientName.trim(),
    street: latin.street.trim(),
    city: latin.city.trim(),
    ...(state ? { state } : {}),
  }
}

/** Every package in storage as a checkbox, with what it holds, its size and its storage fee so far. */
function PackagePicker({
  stored,
  chosen,
  onChoose,
}: {
  stored: Package[]
  chosen: string[]
  onChoose: (packageNumbers: string[]) => void
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const toggle = (number: string, on: boolean) =>
    onChoose(
      stored
        .map((pkg) => pkg.number)
        .filter((each) => (each === number ? on : chosen.includes(each)))
    )
  return (
    <Card
      title={<FormattedMessage id="shipping.packages.title" values={{ count: chosen.length }} />}
    >
      <fieldset className="ship-request-packages">
        <legend className="visually-hidden">
          <FormattedMessage id="shipping.packages.choose" />
        </legend>
        {stored.map((pkg) => (
          <div key={pkg.number} className="ship-request-package">
            <input
              type="checkbox"
              id={`ship-${pkg.number}`}
              checked={chosen.includes(pkg.number)}
              onChange={(event) => toggle(pkg.number, event.target.checked)}
            />
            <label htmlFor={`ship-${pkg.number}`}>
              <bdi>{pkg.number}</bdi>
              {pkg.sender && <span> · {pkg.sender}</span>}
            </label>
            <Link
              to={pathFor('packageDetail', lang, { number: pkg.number })}
              aria-label={intl.formatMessage(
                { id: 'shipping.packages.open' },
                { number: pkg.number }
              )}
            >
              <FormattedMessage id="shipping.packages.details" />
            </Link>
            <span>
              <Measurements pkg={pkg} />
            </span>
            <span>
              {pkg.declaredValueCents === null ? (
                <span className="ship-request-warning">
                  <FormattedMessage id="shipping.packages.notDeclared" />
                </span>
              ) : (
                <FormattedMessage
                  id="shipping.packages.declared"
                  values={{ amount: formatUsd(intl, pkg.declaredValueCents) }}
                />
              )}
            </span>
          </div>
        ))}
      </fieldset>
    </Card>
  )
}

/**
 * What confirming commits to, line by line: the chosen service (in the smaller box when repacked), the
 * storage fee the chosen packages owe so far, and the duties and taxes at import where they are known.
 */
function ChargesSummary({
  quote,
  service,
  repack,
  packages,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  repack: boolean
  packages: Package[]
}) {
  const intl = useIntl()
  const offer = quote.quotes.find((each) => each.service === service)
  if (!offer) return null
  const repacked = repack ? repackOffer(quote.repack, offer.service) : undefined
  const storageCents = packages.reduce((sum, pkg) => sum + pkg.storageFeeCents, 0)
  const shippingCents = offer.priceCents
  const totalCents = shippingCents - (repacked?.savedCents ?? 0) + storageCents
  const duties = dutiesAndTaxes(intl, offer.landedCost)
  const lines: [id: string, amount: string][] = [
    ['shipping.charges.shipping', formatUsd(intl, shippingCents)],
    ...(repacked
      ? [['shipping.charges.repack', formatUsd(intl, -repacked.savedCents)] as [string, string]]
      : []),
    ['shipping.charges.storage', formatUsd(intl, storageCents)],
  ]
  return (
    <div className="ship-request-charges">
      <table>
        <caption>
          <FormattedMessage id="shipping.charges.title" />
        </caption>
        <tbody>
          {lines.map(([id, amount]) => (
            <tr key={id}>
              <th scope="row">
                <FormattedMessage id={id} />
              </th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="shipping.charges.total" />
            </th>
            <td>{formatUsd(intl, totalCents)}</td>
          </tr>
          {duties && (
            <tr>
              <th scope="row">
                <FormattedMessage id="shipping.charges.duties" />
              </th>
              <td>{duties}</td>
            </tr>
          )}
        </tfoot>
      </table>
      <p className="ship-request-hint">
        <FormattedMessage id="shipping.charges.note" />
      </p>
    </div>
  )
}

/** The duties and import tax at the destination: their sum once known, else the estimate's range. */
function dutiesAndTaxes(intl: IntlShape, cost: ConsolidatedServiceQuote['landedCost']) {
  if (!cost) return null
  if (cost.dutiesCents !== null && cost.taxesCents !== null)
    return formatUsd(intl, cost.dutiesCents + cost.taxesCents)
  if (!cost.estimateCents) return null
  return intl.formatMessage(
    { id: 'landedCost.range' },
    {
      min: formatUsd(intl, cost.estimateCents.minCents - cost.shippingCents),
      max: formatUsd(intl, cost.estimateCents.maxCents - cost.shippingCents),
    }
  )
}

type Bound = ReturnType<ReturnType<typeof useFormFields<AddressField>>['bind']>

function NewAddressFields({
  bindAddress,
  countryOptions,
  countryPlaceholder,
}: {
  bindAddress: (field: AddressField) => Bound
  countryOptions: { value: string; label: string }[]
  countryPlaceholder: string
}) {
  return (
    <>
      <TextField
        label={<FormattedMessage id="shipping.address.recipientName" />}
        autoComplete="name"
        required
        {...bindAddress('recipientName')}
      />
      <PhoneField
        label={<FormattedMessage id="shipping.address.recipientPhone" />}
        hint={<FormattedMessage id="shipping.address.phoneHint" />}
        required
        {...bindAddress('recipientPhone')}
      />
      <TextField
        className="ship-request-wide"
        label={<FormattedMessage id="shipping.address.street" />}
        autoComplete="street-address"
        required
        {...bindAddress('street')}
      />
      <TextField
        label={<FormattedMessage id="shipping.address.city" />}
        autoComplete="address-level2"
        required
        {...bindAddress('city')}
      />
      <TextField
        label={<FormattedMessage id="shipping.address.state" />}
        autoComplete="address-level1"
        {...bindAddress('state')}
      />
      <TextField
        label={<FormattedMessage id="shipping.address.postalCode" />}
        autoComplete="postal-code"
        required
        {...bindAddress('postalCode')}
      />
      <Select
        label={<FormattedMessage id="shipping.address.country" />}
        placeholder={countryPlaceholder}
        options={countryOptions}
        autoComplete="country"
        required
        {...bindAddress('country')}
      />
    </>
  )
}

/** The saved addresses as radio buttons, and a new one. */
function SavedAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: SavedAddress[]
  value: number | 'new'
  onChange: (choice: number | 'new') => void
}) {
  return (
    <fieldset className="ship-request-wide address-choice">
      <legend>
        <FormattedMessage id="shipping.address.choose" />
      </legend>
      {addresses.map((address) => (
        <label key={address.id} className="address-option">
          <input
            type="radio"
            name="address"
            checked={value === address.id}
            onChange={() => onChange(address.id)}
          />
          <span>
            <strong>{address.label ?? address.recipientName}</strong>
            <span className="address-line">
              {[
                address.recipientName,
                address.street,
                address.city,
                address.postalCode,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </span>
        </label>
      ))}
      <label className="address-option">
        <input
          type="radio"
          name="address"
          checked={value === 'new'}
          onChange={() => onChange('new')}
        />
        <span>
          <FormattedMessage id="shipping.address.new" />
        </span>
      </label>
    </fieldset>
  )
}
