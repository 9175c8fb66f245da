import { SERVICE_IDS } from '#domain/parcels'

/** Parsing and validation of the calculator form, kept pure so it can be tested without a browser. */
export type CalculatorField =
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'country'
  | 'postalCode'
  | 'service'
  | 'declaredValue'
  | 'category'
export type CalculatorValues = Record<CalculatorField, string>
export type ValidationCode = 'required' | 'invalidFormat' | 'invalidZip' | 'selectOption'

export interface QuoteRequest {
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
  country: string
  postalCode: string
  service?: string
  declaredValueCents?: number
  category?: string
}

/**
 * The services a customer can ask for, each priced from the rate card; "other" is a carrier staff
 * quote by hand, so it is not offered. "" asks for every available service.
 */
export const SERVICE_CODES = SERVICE_IDS.filter((id) => id !== 'other')

/** Letters, digits, spaces and hyphens, 1 to 12 characters (the API's limit), starting and ending alphanumeric. */
const POSTAL_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/

/** Reads a positive decimal typed with a point or a comma. */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim().replace(',', '.')
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null
  const value = Number(text)
  return value > 0 ? value : null
}

export function validateQuoteForm(values: CalculatorValues): {
  errors: Partial<Record<CalculatorField, ValidationCode>>
  request: QuoteRequest | null
} {
  const errors: Partial<Record<CalculatorField, ValidationCode>> = {}
  const numbers: Partial<Record<'weight' | 'length' | 'width' | 'height', number>> = {}
  for (const field of ['weight', 'length', 'width', 'height'] as const) {
    if (!values[field].trim()) {
      errors[field] = 'required'
      continue
    }
    // Carrier limits (150 lb, length + girth) are the API's to judge: it answers with a translated message.
    const value = parseDecimal(values[field])
    if (value === null) errors[field] = 'invalidFormat'
    else numbers[field] = value
  }
  if (!values.country) errors.country = 'selectOption'
  const postalCode = values.postalCode.trim()
  if (!postalCode) errors.postalCode = 'required'
  else if (!POSTAL_CODE.test(postalCode)) errors.postalCode = 'invalidZip'

  // Optional: with a value the API adds the landed cost; a category alone changes nothing.
  const declaredValue = values.declaredValue.trim()
  const declaredValueCents = declaredValue ? parseDecimal(declaredValue) : null
  if (declaredValue && declaredValueCents === null) errors.declaredValue = 'invalidFormat'

  if (Object.keys(errors).length > 0) return { errors, request: null }
  return {
    errors,
    request: {
      weightLb: numbers.weight!,
      lengthIn: numbers.length!,
      widthIn: numbers.width!,
      heightIn: numbers.height!,
      country: values.country,
      postalCode,
      ...(values.service ? { service: values.service } : {}),
      ...(declaredValueCents !== null
        ? {
            declaredValueCents: Math.round(declaredValueCents * 100),
            ...(values.category ? { category: values.category } : {}),
          }
        : {}),
    },
  }
}
