import { useEffect, useReducer } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { useNavigate } from 'react-router'
import { isValidPhoneNumber } from 'libphonenumber-js'
import { trackConversion } from '../../analytics/tracker'
import { errorMessageId, formErrorOf } from '../../api/client'
import { useMutation } from '../../api/query'
import { useAddresses, useCreateAddress, type AddressFields } from '../../api/addresses'
import type { ServiceId } from '../../api/quotes'
import {
  LATIN_ADDRESS_URL,
  SHIPMENT_QUOTE_URL,
  SHIPMENTS_URL,
  type LatinAddress,
  type LatinAddressRequest,
  type ShipmentQuote,
  type ShipmentQuoteRequest,
  type ShipRequest,
  type Shipment,
} from '../../api/shipments'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { serverFieldErrors, useFormFields, type FieldErrors } from '../../ui'
import { repackOffer } from '../repacking/Repacking'
import { latinValuesOf, type LatinField, type LatinValues } from './LatinAddressFields'
import { shipmentPath } from './shipLinks'

export type AddressField = Exclude<keyof AddressFields, 'label'>
export type BoundAddressField = ReturnType<ReturnType<typeof useFormFields<AddressField>>['bind']>
/** A saved address by id, or 'new' for the form. */
export type AddressChoice = number | 'new'

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

export type ShipRequestState = {
  /** Null until the customer chooses: the first saved address then. */
  chosenAddress: AddressChoice | null
  /** A new address is kept for the next requests when the customer ticks it. */
  keepAddress: boolean
  quote: ShipmentQuote | null
  service: ServiceId | ''
  repack: boolean
  /** Duties and taxes paid with the invoice (DDP) rather than on delivery (DAP). */
  dutiesUpFront: boolean
  /** A non-Latin destination's Latin spelling, as proposed and then corrected; null when Latin. */
  latin: LatinValues | null
  latinErrors: FieldErrors<LatinField>
  serviceError: string | undefined
  formError: string | null
}

/** What the API refused, beside the Latin fields and the service or above the form. */
type Refusal = Pick<ShipRequestState, 'latinErrors' | 'serviceError'> & { formError: string }

export type ShipRequestAction =
  | { type: 'packagesChosen' }
  | { type: 'addressChosen'; choice: AddressChoice }
  | { type: 'addressEdited' }
  | { type: 'keepAddressTicked'; keep: boolean }
  | { type: 'addressIncomplete'; message: string }
  | { type: 'pricesAsked' }
  | { type: 'pricesQuoted'; quote: ShipmentQuote; latin: LatinValues | null }
  | { type: 'pricesRefused'; refusal: Refusal }
  | { type: 'spellingCorrected'; field: LatinField; value: string }
  | { type: 'serviceChosen'; service: ServiceId }
  | { type: 'repackTicked'; repack: boolean }
  | { type: 'dutiesChosen'; upFront: boolean }
  | { type: 'serviceMissing'; message: string }
  | { type: 'requestSent' }
  | { type: 'addressSaved'; id: number }
  | { type: 'requestRefused'; refusal: Refusal }

const INITIAL_STATE: ShipRequestState = {
  chosenAddress: null,
  keepAddress: false,
  quote: null,
  service: '',
  repack: false,
  dutiesUpFront: false,
  latin: null,
  latinErrors: {},
  serviceError: undefined,
  formError: null,
}

const withoutPrices = (state: ShipRequestState): ShipRequestState => ({
  ...state,
  quote: null,
  service: '',
  repack: false,
  dutiesUpFront: false,
  latin: null,
})

export function shipRequestReducer(
  state: ShipRequestState,
  action: ShipRequestAction
): ShipRequestState {
  switch (action.type) {
    // Other packages make another box, a new destination a new Latin spelling: both quoted anew.
    case 'packagesChosen':
    case 'addressEdited':
      return withoutPrices(state)
    case 'addressChosen':
      return { ...withoutPrices(state), chosenAddress: action.choice }
    case 'keepAddressTicked':
      return { ...state, keepAddress: action.keep }
    case 'addressIncomplete':
      return { ...state, formError: action.message }
    case 'pricesAsked':
    case 'requestSent':
      return { ...state, formError: null }
    case 'pricesQuoted':
      return {
        ...state,
        latin: action.latin,
        latinErrors: {},
        quote: action.quote,
        // A service the new prices still offer stays chosen.
        service: action.quote.quotes.some((offer) => offer.service === state.service)
          ? state.service
          : '',
        dutiesUpFront: state.dutiesUpFront && action.quote.dutiesUpFront.available,
      }
    case 'pricesRefused':
      return { ...state, ...action.refusal, quote: null }
    case 'requestRefused':
      return { ...state, ...action.refusal }
    case 'spellingCorrected':
      return {
        ...state,
        latin: state.latin && { ...state.latin, [action.field]: action.value },
        latinErrors: { ...state.latinErrors, [action.field]: undefined },
      }
    case 'serviceChosen':
      return { ...state, service: action.service, serviceError: undefined }
    case 'repackTicked':
      return { ...state, repack: action.repack }
    case 'dutiesChosen':
      return { ...state, dutiesUpFront: action.upFront }
    case 'serviceMissing':
      return { ...state, formError: null, serviceError: action.message }
    case 'addressSaved':
      return { ...state, chosenAddress: action.id }
  }
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

/** A failed call's messages: each beside its field, and one above the form. */
function refusalOf(failure: unknown, intl: IntlShape) {
  const addressErrors = serverFieldErrors<AddressField>(failure, (field) => {
    const name = field.replace(/^address\./, '') as AddressField
    return name in EMPTY_ADDRESS ? name : undefined
  })
  const latinErrors = serverFieldErrors<LatinField>(failure, (field) => {
    const name = field.replace(/^latinAddress\./, '') as LatinField
    return field.startsWith('latinAddress.') ? name : undefined
  })
  const serviceError = serverFieldErrors<'service'>(failure, (field) =>
    field === 'service' ? 'service' : undefined
  ).service
  const packagesMessage = serverFieldErrors<'packageNumbers'>(failure, (field) =>
    field === 'packageNumbers' ? 'packageNumbers' : undefined
  ).packageNumbers
  // Duties refused up front (rules or declarations changed since the quote) say why above the form.
  const dutiesMessage = serverFieldErrors<'ddp'>(failure, (field) =>
    field === 'ddp' ? 'ddp' : undefined
  ).ddp
  const formError =
    packagesMessage ??
    dutiesMessage ??
    formErrorOf(failure) ??
    (Object.keys(addressErrors).length > 0 || Object.keys(latinErrors).length > 0 || serviceError
      ? intl.formatMessage({ id: 'shipping.fixFields' })
      : intl.formatMessage({ id: errorMessageId(failure) }))
  return { addressErrors, refusal: { latinErrors, serviceError, formError } }
}

/**
 * The ship request form: the destination, its prices and Latin spelling, the service, the repack,
 * who pays the duties and taxes, the request itself. The new address's values and messages live in the app's form-fields hook.
 */
export function useShipRequest(
  packageNumbers: string[],
  onChoose: (packageNumbers: string[]) => void
) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const navigate = useNavigate()
  const saved = useAddresses()
  const [state, dispatch] = useReducer(shipRequestReducer, INITIAL_STATE)
  const address = useFormFields<AddressField>(EMPTY_ADDRESS)
  const saving = useCreateAddress()
  const spelling = useMutation<LatinAddressRequest, { latinAddress: LatinAddress | null }>(
    'POST',
    LATIN_ADDRESS_URL
  )
  const quoting = useMutation<ShipmentQuoteRequest, ShipmentQuote>('POST', SHIPMENT_QUOTE_URL)
  // A request retried after a lost answer gets the shipment it made, not a second one.
  const requesting = useMutation<ShipRequest, Shipment>('POST', SHIPMENTS_URL, {
    invalidates: ['/api/packages', '/api/shipments', '/api/dashboard'],
    idempotent: true,
  })
  const savedAddresses = saved.data ?? []
  const addressChoice = state.chosenAddress ?? savedAddresses[0]?.id ?? 'new'
  const savedChoice = savedAddresses.find((each) => each.id === addressChoice)
  const packagesKey = packageNumbers.join(',')

  useEffect(() => {
    trackConversion('shipping_request_started', { packageId: packagesKey })
  }, [packagesKey])

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

  function refuse(type: 'pricesRefused' | 'requestRefused', failure: unknown) {
    const { addressErrors, refusal } = refusalOf(failure, intl)
    address.setErrors(addressErrors)
    dispatch({ type, refusal })
  }

  async function showPrices() {
    if (!checkAddress()) {
      dispatch({
        type: 'addressIncomplete',
        message: intl.formatMessage({ id: 'shipping.fixFields' }),
      })
      return
    }
    dispatch({ type: 'pricesAsked' })
    const destination = savedChoice ?? newAddress()
    const { country, postalCode } = destination
    try {
      const [quote, spelt] = await Promise.all([
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
      const latin = spelt.latinAddress && latinValuesOf(spelt.latinAddress)
      dispatch({ type: 'pricesQuoted', quote, latin })
    } catch (failure) {
      refuse('pricesRefused', failure)
    }
  }

  async function confirm() {
    const { service, repack, dutiesUpFront, quote, latin, keepAddress } = state
    if (!service) {
      dispatch({
        type: 'serviceMissing',
        message: intl.formatMessage({ id: 'shipping.service.required' }),
      })
      return
    }
    dispatch({ type: 'requestSent' })
    // Only a repack that saves with the chosen service is asked for.
    const repacking = repack && repackOffer(quote?.repack ?? null, service) !== undefined
    const choice = {
      packageNumbers,
      service,
      ...(repacking ? { repack: true } : {}),
      ...(dutiesUpFront ? { ddp: true } : {}),
      ...(latin ? { latinAddress: confirmedLatin(latin) } : {}),
    }
    try {
      const kept = !savedChoice && keepAddress ? await saving.run(newAddress()) : null
      if (kept) dispatch({ type: 'addressSaved', id: kept.id })
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
      refuse('requestRefused', failure)
    }
  }

  // Editing the destination forgets its prices; the phone number is not part of them.
  function bindAddress(field: AddressField): BoundAddressField {
    const bound = address.bind(field)
    if (field === 'recipientPhone') return bound
    return {
      ...bound,
      onChange: (event: { target: { value: string } }) => {
        bound.onChange(event)
        dispatch({ type: 'addressEdited' })
      },
    }
  }

  return {
    state,
    addressesLoading: saved.status === 'loading',
    savedAddresses,
    addressChoice,
    bindAddress,
    pricesPending: quoting.pending,
    requestPending: saving.pending || requesting.pending,
    choosePackages(numbers: string[]) {
      dispatch({ type: 'packagesChosen' })
      onChoose(numbers)
    },
    chooseAddress: (choice: AddressChoice) => dispatch({ type: 'addressChosen', choice }),
    tickKeepAddress: (keep: boolean) => dispatch({ type: 'keepAddressTicked', keep }),
    showPrices,
    correctSpelling: (field: LatinField, value: string) =>
      dispatch({ type: 'spellingCorrected', field, value }),
    chooseService: (service: ServiceId) => dispatch({ type: 'serviceChosen', service }),
    tickRepack: (repack: boolean) => dispatch({ type: 'repackTicked', repack }),
    chooseDuties: (upFront: boolean) => dispatch({ type: 'dutiesChosen', upFront }),
    confirm,
  }
}
