/**
 * Landed cost: what a parcel costs the customer delivered, shipping plus the import duties and
 * taxes the destination levies on the declared goods.
 *
 * Pure, like the rate engine: the rules are data under `api/config/shipping/duties/`, one file per
 * country group naming its source, checked and compiled once when this module loads. A country
 * without rules answers with the typical range of `duty_estimate.json`, marked as an estimate.
 *
 * Money is integer US cents; thresholds in the rule files are already converted to US cents.
 */
import euJson from '../../config/shipping/duties/eu.json' with { type: 'json' }
import europeOtherJson from '../../config/shipping/duties/europe_other.json' with { type: 'json' }
import northAmericaJson from '../../config/shipping/duties/north_america.json' with { type: 'json' }
import latinAmericaJson from '../../config/shipping/duties/latin_america.json' with { type: 'json' }
import gulfJson from '../../config/shipping/duties/gulf.json' with { type: 'json' }
import middleEastAfricaJson from '../../config/shipping/duties/middle_east_africa.json' with { type: 'json' }
import asiaJson from '../../config/shipping/duties/asia.json' with { type: 'json' }
import oceaniaJson from '../../config/shipping/duties/oceania.json' with { type: 'json' }
import estimateJson from '../../config/shipping/duty_estimate.json' with { type: 'json' }
import { GOODS_CATEGORIES, type GoodsCategory } from '#domain/parcels'

/** One line of declared goods: its total value and what it is. */
export type DeclaredGoods = { valueCents: number; category: GoodsCategory }

/** What duty is charged on: the goods alone (FOB) or the goods with their shipping (CIF). */
export type DutyBase = 'goods' | 'goods_shipping'

/** What the import tax is charged on. */
export type TaxBase = 'goods' | 'goods_duty' | 'goods_shipping_duty'

/**
 * Why the figures are what they are, for the UI to word: a domestic parcel pays nothing, goods at
 * or below a de minimis pay no duty and/or no tax, `estimate` means the country has no rules here.
 */
export type DutiesNote =
  | 'domestic'
  | 'estimate'
  | 'below_de_minimis'
  | 'duty_below_de_minimis'
  | 'tax_below_de_minimis'
  | 'due'

export type DutiesAndTaxes = {
  country: string
  estimate: boolean
  dutyRatePercent: number | null
  taxRatePercent: number | null
  /** The tax's own name where it has one (VAT, GST, IVA…); English, a proper name. */
  taxName: string | null
  /** Goods at or below this value pay no duty. */
  deMinimisCents: number | null
  /** Goods at or below this value pay no import tax. */
  taxDeMinimisCents: number | null
  taxBase: TaxBase | null
  note: DutiesNote
  /** Only for an estimate: the typical duties and taxes, as a share of the goods' value. */
  estimateRangePercent: { min: number; max: number } | null
  source: string
}

export type LandedCost = {
  shippingCents: number
  dutiesCents: number | null
  taxesCents: number | null
  totalCents: number | null
  /** Only for an estimate: the total with the lowest and the highest typical charge. */
  estimateCents?: { minCents: number; maxCents: number }
}

type RateCategories = Record<GoodsCategory, number>

type RuleFields = {
  domestic?: boolean
  taxName: string
  taxRatePercent: number
  dutyDeMinimisCents: number
  taxDeMinimisCents: number
  dutyBase: DutyBase
  taxBase: TaxBase
  dutyRatesPercent: RateCategories
}

type GroupFile = {
  group: string
  source: string
  defaults: Omit<RuleFields, 'taxRatePercent'>
  countries: Record<string, Partial<RuleFields> & { taxRatePercent: number }>
}

/** A country's rules as the arithmetic uses them: rates in basis points. */
type Rule = RuleFields & {
  country: string
  source: string
  taxBasisPoints: number
  dutyBasisPoints: Record<GoodsCategory, number>
}

/** The goods' side of an assessment, worked out once per request and reused for every service. */
export type Assessment = {
  summary: DutiesAndTaxes
  rule: Rule | undefined
  goodsCents: number
  /** Σ value × duty basis points over the lines: the duty on the goods alone, × 10,000. */
  weightedDuty: number
  dutyExempt: boolean
  taxExempt: boolean
}

const GROUPS = [
  euJson,
  europeOtherJson,
  northAmericaJson,
  latinAmericaJson,
  gulfJson,
  middleEastAfricaJson,
  asiaJson,
  oceaniaJson,
] as GroupFile[]

const DUTY_BASES: readonly string[] = ['goods', 'goods_shipping']
const TAX_BASES: readonly string[] = ['goods', 'goods_duty', 'goods_shipping_duty']

function fail(reason: string): never {
  throw new Error(`Invalid duty rules (api/config/shipping/duties): ${reason}`)
}

const basisPoints = (percent: number) => Math.round(percent * 100)

const isPercent = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100

const isCents = (value: unknown) => Number.isInteger(value) && (value as number) >= 0

/** Staff edit these by hand: a missing category or a misspelt base stops the app at boot. */
function compileRule(country: string, group: GroupFile): Rule {
  const fields: RuleFields = { ...group.defaults, ...group.countries[country] }
  const where = `${group.group}/${country}`
  if (!/^[A-Z]{2}$/.test(country)) fail(`${where}: not an ISO country code`)
  if (!isPercent(fields.taxRatePercent)) fail(`${where}: taxRatePercent`)
  if (!isCents(fields.dutyDeMinimisCents)) fail(`${where}: dutyDeMinimisCents`)
  if (!isCents(fields.taxDeMinimisCents)) fail(`${where}: taxDeMinimisCents`)
  if (!DUTY_BASES.includes(fields.dutyBase)) fail(`${where}: dutyBase`)
  if (!TAX_BASES.includes(fields.taxBase)) fail(`${where}: taxBase`)
  const dutyBasisPoints = {} as Record<GoodsCategory, number>
  for (const category of GOODS_CATEGORIES) {
    const rate = fields.dutyRatesPercent[category]
    if (!isPercent(rate)) fail(`${where}: duty rate of ${category}`)
    dutyBasisPoints[category] = basisPoints(rate)
  }
  return Object.freeze({
    ...fields,
    country,
    source: group.source,
    taxBasisPoints: basisPoints(fields.taxRatePercent),
    dutyBasisPoints,
  })
}

const rules = new Map<string, Rule>()
for (const group of GROUPS) {
  if (!group.source) fail(`${group.group}: every group names its source`)
  for (const country of Object.keys(group.countries)) {
    if (rules.has(country)) fail(`${country} is in two groups`)
    rules.set(country, compileRule(country, group))
  }
}

const estimate = estimateJson as { source: string; minPercent: number; maxPercent: number }
if (!(isPercent(estimate.minPercent) && estimate.maxPercent >= estimate.minPercent)) {
  fail('duty_estimate.json: minPercent and maxPercent')
}

/** The destinations with rules of their own (the others get an estimate). */
export const DUTY_RULE_COUNTRIES: readonly string[] = Object.freeze([...rules.keys()].sort())

/** Half up, for the non-negative amounts this module deals in. */
const roundCents = (amount: number) => Math.floor(amount + 0.5)

function noteOf(rule: Rule, dutyExempt: boolean, taxExempt: boolean): DutiesNote {
  if (rule.domestic) return 'domestic'
  if (dutyExempt && taxExempt) return 'below_de_minimis'
  if (dutyExempt) return 'duty_below_de_minimis'
  if (taxExempt) return 'tax_below_de_minimis'
  return 'due'
}

/**
 * What the destination levies on these goods, independent of the shipping price: the rates (the
 * duty rate weighted by value across lines), the thresholds and whether the goods clear them.
 */
export function assessGoods(country: string, goods: readonly DeclaredGoods[]): Assessment {
  let goodsCents = 0
  let weightedDuty = 0
  const rule = rules.get(country)
  for (const line of goods) {
    goodsCents += line.valueCents
    if (rule) weightedDuty += line.valueCents * rule.dutyBasisPoints[line.category]
  }

  if (!rule) {
    return {
      summary: {
        country,
        estimate: true,
        dutyRatePercent: null,
        taxRatePercent: null,
        taxName: null,
        deMinimisCents: null,
        taxDeMinimisCents: null,
        taxBase: null,
        note: 'estimate',
        estimateRangePercent: { min: estimate.minPercent, max: estimate.maxPercent },
        source: estimate.source,
      },
      rule,
      goodsCents,
      weightedDuty,
      dutyExempt: false,
      taxExempt: false,
    }
  }

  const dutyExempt = Boolean(rule.domestic) || goodsCents <= rule.dutyDeMinimisCents
  const taxExempt = Boolean(rule.domestic) || goodsCents <= rule.taxDeMinimisCents
  // One category (or none) is its own rate; several give the value-weighted average.
  const dutyRatePercent =
    goodsCents === 0
      ? rule.dutyBasisPoints[goods[0]?.category ?? 'other'] / 100
      : Math.round(weightedDuty / goodsCents) / 100
  return {
    summary: {
      country,
      estimate: false,
      dutyRatePercent,
      taxRatePercent: rule.taxRatePercent,
      taxName: rule.taxName,
      deMinimisCents: rule.dutyDeMinimisCents,
      taxDeMinimisCents: rule.taxDeMinimisCents,
      taxBase: rule.taxBase,
      note: noteOf(rule, dutyExempt, taxExempt),
      estimateRangePercent: null,
      source: rule.source,
    },
    rule,
    goodsCents,
    weightedDuty,
    dutyExempt,
    taxExempt,
  }
}

/** Shipping, duties and taxes of the assessed goods sent at one shipping price. */
export function landedCost(assessment: Assessment, shippingCents: number): LandedCost {
  const { rule, goodsCents } = assessment
  if (!rule) {
    const minCents = shippingCents + roundCents((goodsCents * estimate.minPercent) / 100)
    const maxCents = shippingCents + roundCents((goodsCents * estimate.maxPercent) / 100)
    return {
      shippingCents,
      dutiesCents: null,
      taxesCents: null,
      totalCents: null,
      estimateCents: { minCents, maxCents },
    }
  }

  let dutiesCents = 0
  if (!assessment.dutyExempt && goodsCents > 0) {
    // With a CIF base the shipping is shared among the lines by value, so the weighted rate
    // applies to goods + shipping as a whole.
    const base = rule.dutyBase === 'goods_shipping' ? goodsCents + shippingCents : goodsCents
    dutiesCents = roundCents((assessment.weightedDuty * base) / (goodsCents * 10_000))
  }

  let taxesCents = 0
  if (!assessment.taxExempt) {
    let base = goodsCents
    if (rule.taxBase !== 'goods') base += dutiesCents
    if (rule.taxBase === 'goods_shipping_duty') base += shippingCents
    taxesCents = roundCents((base * rule.taxBasisPoints) / 10_000)
  }

  return {
    shippingCents,
    dutiesCents,
    taxesCents,
    totalCents: shippingCents + dutiesCents + taxesCents,
  }
}

/** The goods of a quote request: one line, or none when no value was declared. */
export function declaredGoods(
  valueCents: number | undefined,
  category: GoodsCategory | undefined
): DeclaredGoods[] {
  return valueCents === undefined ? [] : [{ valueCents, category: category ?? 'other' }]
}

export type WithLandedCost<R extends { quotes: { priceCents: number }[] }> = Omit<R, 'quotes'> & {
  quotes: (R['quotes'][number] & { landedCost?: LandedCost })[]
  dutiesAndTaxes?: DutiesAndTaxes
}

/**
 * A quote answer with the landed cost of each priced service and the duties and taxes that went
 * into it; unchanged (shipping only) when no goods were declared.
 */
export function withLandedCost<R extends { quotes: { priceCents: number }[] }>(
  result: R,
  country: string,
  goods: readonly DeclaredGoods[]
): WithLandedCost<R> {
  if (goods.length === 0) return result as WithLandedCost<R>
  const assessment = assessGoods(country, goods)
  return {
    ...result,
    quotes: result.quotes.map((offer) => ({
      ...offer,
      landedCost: landedCost(assessment, offer.priceCents),
    })),
    dutiesAndTaxes: assessment.summary,
  }
}
