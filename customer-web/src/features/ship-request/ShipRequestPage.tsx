import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'
import { useCountries } from '../../api/addresses'
import { STORED_PACKAGES_URL, type Package } from '../../api/packages'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyStateLink, FormError, MessageHeading, QueryView, Skeleton } from '../../ui'
import { AddressStep } from './AddressStep'
import { ConfirmStep } from './ConfirmStep'
import { LatinAddressFields } from './LatinAddressFields'
import { PackagesStep } from './PackagesStep'
import { ServiceStep } from './ServiceStep'
import { ShipmentRequested } from './ShipmentRequested'
import { ALL_STORED } from './shipLinks'
import { useShipRequest } from './useShipRequest'
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

/** The steps in order: the address once packages are chosen, the rest once prices are shown. */
function ShipRequestForm({
  stored,
  packageNumbers,
  onChoose,
}: {
  stored: Package[]
  packageNumbers: string[]
  onChoose: (packageNumbers: string[]) => void
}) {
  const { lang } = useLanguage()
  const countries = useCountries(lang)
  const request = useShipRequest(packageNumbers, onChoose)
  const { quote, service, repack, dutiesUpFront, latin } = request.state

  return (
    <div className="ship-request-steps">
      <PackagesStep stored={stored} chosen={packageNumbers} onChoose={request.choosePackages} />
      {packageNumbers.length === 0 ? (
        <p className="ship-request-hint" role="status">
          <FormattedMessage id="shipping.packages.noneChosen" />
        </p>
      ) : (
        <>
          <AddressStep
            loading={request.addressesLoading}
            savedAddresses={request.savedAddresses}
            choice={request.addressChoice}
            onChoose={request.chooseAddress}
            bindAddress={request.bindAddress}
            countries={countries.data ?? []}
            keepAddress={request.state.keepAddress}
            onKeepAddress={request.tickKeepAddress}
            pricesPending={request.pricesPending}
            onShowPrices={request.showPrices}
          />
          {quote && latin && (
            <LatinAddressFields
              values={latin}
              errors={request.state.latinErrors}
              onChange={request.correctSpelling}
            />
          )}
          {quote && (
            <ServiceStep
              quote={quote}
              service={service}
              serviceError={request.state.serviceError}
              repack={repack}
              dutiesUpFront={dutiesUpFront}
              onChooseService={request.chooseService}
              onTickRepack={request.tickRepack}
              onChooseDuties={request.chooseDuties}
            >
              <ConfirmStep
                quote={quote}
                service={service}
                repack={repack}
                dutiesUpFront={dutiesUpFront}
                pending={request.requestPending}
                onConfirm={request.confirm}
              />
            </ServiceStep>
          )}
        </>
      )}
      <FormError message={request.state.formError} />
    </div>
  )
}
