import { useMutation, useQuery } from './query'
import type { ApiBody, ApiResponse } from './registry'

/** The customer's saved destinations, offered by the ship request and managed in settings. */
export const ADDRESSES_URL = '/api/addresses'

export type SavedAddress = ApiResponse<'addresses.index'>[number]

/** What a ship request sends as its destination and a saved address stores. */
export type Destination = Omit<SavedAddress, 'id' | 'label' | 'updatedAt'>

/** The body of a create or an edit: an empty label or state is sent as absent. */
export type AddressFields = ApiBody<'addresses.store'>

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

export type Country = ApiResponse<'countries.index'>[number]

/**
 * Destination countries named in `lang` (the API answers in the request's language); the language is part of
 * the cached URL so that a language switch reads the names again.
 */
export function useCountries(lang: string) {
  return useQuery<Country[]>(`/api/countries?lang=${lang}`)
}
