/** Something@something.tld: the shape every email field of the app checks before sending. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
