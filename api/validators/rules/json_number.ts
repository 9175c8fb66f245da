import vine from '@vinejs/vine'

/*
 * A number as a JSON body carries it: a JSON number, never a numeric string or a boolean that a
 * lenient schema would turn into one (`true` would withdraw 1 cent, `"7"` 7 cents). Forms sent as
 * multipart (a package received with its photos) carry text, and keep vine.number() as it is.
 */
export const jsonNumber = () => vine.number({ strict: true })
