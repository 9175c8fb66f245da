import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { STORED_PACKAGES_URL, type Package } from '../../api/packages'
import { useQuery } from '../../api/query'
import { useCountries, type SavedAddress } from '../../api/addresses'
import type { ServiceId } from '../../api/quotes'
import type { ConsolidatedServiceQuote, ShipmentQuote } from '../../api/shipments'
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
} from '../../ui'
import { Measurements } from '../packages/PackageBits'
import { RepackChoice } from './RepackChoice'
import { LatinAddressFields } from './LatinAddressFields'
import { ServiceChoice } from './ServiceChoice'
import { repackOffer } from '../repacking/Repacking'
import { ShipmentRequested } from './ShipmentRequested'
import { ALL_STORED } from './shipLinks'
import {
  useShipRequest,
  type AddressChoice,
  type AddressField,
  type BoundAddressField,
} from './useShipRequest'
import './ship-request.css'

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
  const countries = useCountries(lang)
  const request = useShipRequest(packageNumbers, onChoose)
  const { quote, service, repack, latin } = request.state
  const chosenPackages = stored.filter((pkg) => packageNumbers.includes(pkg.number))

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }))

  return (
    <div className="ship-request-steps">
      <PackagePicker stored={stored} chosen={packageNumbers} onChoose={request.choosePackages} />
      {packageNumbers.length === 0 ? (
        <p className="ship-request-hint" role="status">
          <FormattedMessage id="shipping.packages.noneChosen" />
        </p>
      ) : (
        <>
          <Card title={<FormattedMessage id="shipping.address.title" />}>
            {request.addressesLoading ? (
              <Skeleton lines={4} />
            ) : (
              <form
                className="ship-request-address"
                onSubmit={(event) => {
                  event.preventDefault()
                  void request.showPrices()
                }}
                noValidate
              >
                {request.savedAddresses.length > 0 && (
                  <SavedAddressChoice
                    addresses={request.savedAddresses}
                    value={request.addressChoice}
                    onChange={request.chooseAddress}
                  />
                )}
                {request.addressChoice === 'new' && (
                  <>
                    <NewAddressFields
                      bindAddress={request.bindAddress}
                      countryOptions={countryOptions}
                      countryPlaceholder={intl.formatMessage({
                        id: 'shipping.address.countryPlaceholder',
                      })}
                    />
                    <Checkbox
                      name="keepAddress"
                      className="ship-request-wide"
                      checked={request.state.keepAddress}
                      onChange={(event) => request.tickKeepAddress(event.target.checked)}
                      label={<FormattedMessage id="shipping.address.keep" />}
                    />
                  </>
                )}
                <div className="ship-request-wide">
                  <Button type="submit" variant="secondary" busy={request.pricesPending}>
                    <FormattedMessage id="shipping.prices.show" />
                  </Button>
                </div>
              </form>
            )}
          </Card>

          {quote && latin && (
            <LatinAddressFields
              values={latin}
              errors={request.state.latinErrors}
              onChange={request.correctSpelling}
            />
          )}
          {quote && (
            <Card title={<FormattedMessage id="shipping.service.title" />}>
              <ServiceChoice
                quote={quote}
                value={service}
                error={request.state.serviceError}
                onChange={request.chooseService}
              />
              <RepackChoice
                quote={quote}
                service={service}
                checked={repack}
                onChange={request.tickRepack}
              />
              <ChargesSummary
                quote={quote}
                service={service}
                repack={repack}
                packages={chosenPackages}
              />
              <div className="ship-request-confirm">
                <Button
                  onClick={() => void request.confirm()}
                  busy={request.requestPending}
                  disabled={quote.quotes.length === 0}
                >
                  <FormattedMessage id="shipping.confirm" />
                </Button>
              </div>
            </Card>
          )}
        </>
      )}
      <FormError message={request.state.formError} />
    </div>
  )
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

function NewAddressFields({
  bindAddress,
  countryOptions,
  countryPlaceholder,
}: {
  bindAddress: (field: AddressField) => BoundAddressField
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
  value: AddressChoice
  onChange: (choice: AddressChoice) => void
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
