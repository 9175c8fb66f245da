/*
 * The services the customer app asks for a first-time visitor's country (to open the page in
 * their language), in the order it asks them, and the field of each JSON answer that holds the
 * ISO alpha-2 country. The API's security policy allows the app to reach these origins only.
 */
export interface LocationService {
  url: string
  field: 'country_code' | 'country'
}

export const LOCATION_SERVICES: readonly LocationService[] = [
  { url: 'https://ipapi.co/json/', field: 'country_code' },
  { url: 'https://api.country.is/', field: 'country' },
]

export const LOCATION_SERVICE_ORIGINS = LOCATION_SERVICES.map(({ url }) => new URL(url).origin)
