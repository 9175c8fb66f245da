/**
 * What customers may upload. The spec (§5) asks for "file too big" and "invalid file type"
 * messages without giving limits; these are ours.
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
