/*
 * A field sent blank counts as not given, as HTML forms send it: VineJS reads an empty string as
 * null, which an optional field takes as missing. (Each text field trims its own whitespace.)
 */
import vine from '@vinejs/vine'

vine.convertEmptyStringsToNull = true
