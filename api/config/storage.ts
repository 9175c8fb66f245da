/**
 * The warehouse: where customers' parcels arrive, how long they stay free, and what a photo
 * taken at receiving may be. Storage fees are billed on the next shipping invoice.
 */
const storageConfig = {
  /** Free storage, in days from the day a package is received. */
  freeDays: 30,
  /** Charged for every started day after the free period. */
  dailyFeeCents: 50,
  /** From receipt; after this staff may dispose of an unclaimed package, with notice. */
  disposalAfterDays: 90,

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
