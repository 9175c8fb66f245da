/**
 * The warehouse: where customers' parcels arrive, and what a photo taken at receiving may be.
 * How long they stay free is a business rule, in the domain (STORAGE_RULES).
 */
const storageConfig = {
  photos: {
    maxBytes: 5 * 1024 * 1024,
    maxPerPackage: 6,
  },

  /** The California warehouse; the suite line is the customer's own. */
  warehouse: {
    company: 'Sigma Forwarding',
    street: '1250 E Watson Center Rd',
    city: 'Carson',
    state: 'CA',
    postalCode: '90745',
    country: 'US',
    phone: '+13105550142',
  },
} as const

export default storageConfig
