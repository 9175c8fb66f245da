import { useMutation, useQuery } from './query'

/** The customer's saved destinations, offered by the ship request and managed in settings. */
export const ADDRESSES_URL = '/api/addresses'

/** What a ship request sends as its destination and a saved address stores. */
export interface Destination {
  recipientName: string
  /** International format, +country code. */
  recipientPhone: string
  street: string
  city: string
  state: string | null
  postalCode: string
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
}

export interface SavedAddress extends Destination {
  id: number
  label: string | null
  updatedAt: string
}

/** The body of a create or an edit: an empty label or state is sent as absent. */
export interface AddressFields extends Omit<Destination, 'state'> {
  label?: string
  state?: string
}

export function addressUrl(id: number): string {
  return `${ADDRESSES_URL}/${id}`
}

/** All saved addresses, oldest first. */
export function useAddresses() {
  return useQuery<SavedAddress[]>(ADDRESSES_URL)
}

export function useCreateAddress() {
  return useMutation<AddressFields, SavedAddress>('POST', ADDRESSES_URL, {
    invalidates: [ADDRESSES_URL],
  })
}

export function useUpdateAddress(id: number) {
  return useMutation<AddressFields, SavedAddress>('PUT', addressUrl(id), {
    invalidates: [ADDRESSES_URL],
  })
}

export function useDeleteAddress(id: number) {
  return useMutation<void, null>('DELETE', addressUrl(id), { invalidates: [ADDRESSES_URL] })
}

export interface Country {
  code: string
  name: string
}

/**
 * Destination countries named in `lang` (the API answers in the request's language); the language is part of
 * the cached URL so that a language switch reads the names again.
 */
export function useCountries(lang: string) {
  return useQuery<Country[]>(`/api/countries?lang=${lang}`)
}
