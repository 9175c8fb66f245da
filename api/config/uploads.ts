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
} as const

export default uploadsConfig
