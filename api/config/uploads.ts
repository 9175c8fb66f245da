/**
 * What customers may upload: a file too big or of another type is refused with its own
 * message; the limits are ours.
 */
const uploadsConfig = {
  avatar: {
    /** Profile pictures are shown small: 2 MB is plenty for a phone photo. */
    maxBytes: 2 * 1024 * 1024,
    /** By extension first, then by the file's own bytes (imageTypeOf in receiving). */
    extnames: ['jpg', 'jpeg', 'png', 'webp'],
    types: ['jpg', 'png', 'webp'],
  },
  /** The proof of a claim on an unidentified parcel: an order confirmation, as a PDF or a picture. */
  claimProof: {
    maxBytes: 5 * 1024 * 1024,
    extnames: ['pdf', 'jpg', 'jpeg', 'png', 'webp'],
    /** As file-type reads them from the file's bytes. */
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  },
} as const

export default uploadsConfig
