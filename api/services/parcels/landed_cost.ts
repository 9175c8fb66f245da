/**
 * Landed cost: what a parcel costs the customer delivered, shipping plus the import duties and
 * taxes the destination levies on the declared goods.
 *
 * Pure, like the rate engine: the rules are data under `api/config/shipping/duties/`, one file per
 * country group (its README says how to read and edit them). Each rule is in force from one day
 * (and maybe until another) and names its source; a later rule in a file takes the place of an
 * earlier one for the fields it sets. At load, every country's rules are worked out into dated
 * periods and checked, so a quote only picks the period its day falls in. A country without rules
 * on that day answers with the typical range of `duty_estimate.json`, marked as an estimate.
 *
 * Money is integer US cents; thresholds in the rule files are already converted to US cents, at
 * the rates each file names. Days are UTC calendar days.
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

/**
 * One line of declared goods: its total value, what it is and, when declared, its six-digit HS
 * subheading (what a per-item duty counts).
 */
export type DeclaredGoods = { valueCents: number; category: GoodsCategory; hsCode?: string | null }

/** What duty is charged on: the goods alone (FOB) or the goods with their shipping (CIF). */
export type DutyBase = 'goods' | 'goods_shipping'

/** What the import tax is charged on. */
export type TaxBase = 'goods' | 'goods_duty' | 'goods_shipping_duty'

/**
 * The day whose rules a quote uses: a Date, a Luxon DateTime (anything with `toMillis()`), or an
 * ISO date or timestamp. Omitted, today.
 */
export type RulesDay = Date | { toMillis(): number } | string

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

/** A rule a quote was worked out by, as the rule files state it. */
export type RuleInForce = {
  rule: string
  effectiveFrom: string
  effectiveTo: string | null
  source: { title: string; reference: string }
  note: string
}

export type DutiesAndTaxes = {
  country: string
  /** No rules of its own on that day: the figures are a typical range, not a promise. */
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
  /** A flat duty per item instead of the duty rate, when the goods' value calls for it. */
  flatDutyPerItemCents: number | null
  note: DutiesNote
  /** Only for an estimate: the typical duties and taxes, as a share of the goods' value. */
  estimateRangePercent: { min: number; max: number } | null
  /** The titles of the sources, one sentence; `rules` has each in full. */
  source: string
  /** The day whose rules these are (ISO date). */
  rulesOn: string
  /** The rules in force that day for this country; empty for an estimate. */
  rules: RuleInForce[]
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

/** What a rule may set; a country's rules on a day must set all but the optional ones. */
type RuleFields = {
  domestic?: boolean
  taxName: string
  taxRatePercent: number
  /** Goods worth more than `aboveCents` pay this tax rate instead. */
  higherTaxRate?: { aboveCents: number; taxRatePercent: number } | null
  dutyDeMinimisCents: number
  taxDeMinimisCents: number
  dutyBase: DutyBase
  taxBase: TaxBase
  dutyRatesPercent: RateCategories
  /** Goods worth less than `flatDutyUnderCents` pay this per item instead of the duty rates. */
  flatDutyPerItemCents?: number | null
  flatDutyUnderCents?: number | null
}

type RuleEntry = {
  rule: string
  effectiveFrom: string
  effectiveTo?: string
  source: { title: string; reference: string }
  note: string
  /** For every country of the group. */
  set?: Partial<RuleFields>
  /** For the countries named; a rule without `set` concerns only these. */
  byCountry?: Record<string, Partial<RuleFields>>
}

type GroupFile = {
  group: string
  exchangeRates: string
  countries: string[]
  rules: RuleEntry[]
}

/** A country's rules for a period, as the arithmetic uses them: rates in basis points. */
type Rule = RuleFields & {
  country: string
  taxBasisPoints: number
  higherTaxBasisPoints: number
  dutyBasisPoints: Record<GoodsCategory, number>
  source: string
  rules: RuleInForce[]
}

/** Days since 1970-01-01 (UTC): `from` included, `to` excluded. */
type Period = { from: number; to: number; rule: Rule | undefined }

/** The goods' side of an assessment, worked out once per request and reused for every service. */
export type Assessment = {
  summary: DutiesAndTaxes
  rule: Rule | undefined
  goodsCents: number
  /** Σ value × duty basis points over the lines: the duty on the goods alone, × 10,000. */
  weightedDuty: number
  /** The flat duty per item of these goods, or null where the duty rates apply. */
  flatDutyCents: number | null
  taxBasisPoints: number
  dutyExempt: boolean
  taxExempt: boolean
}

const GROUPS: unknown[] = [
  euJson,
  europeOtherJson,
  northAmericaJson,
  latinAmericaJson,
  gulfJson,
  middleEastAfricaJson,
  asiaJson,
  oceaniaJson,
]

const DUTY_BASES: readonly string[] = ['goods', 'goods_shipping']
const TAX_BASES: readonly string[] = ['goods', 'goods_duty', 'goods_shipping_duty']
const FIELDS: readonly string[] = [
  'domestic',
  'taxName',
  'taxRatePercent',
  'higherTaxRate',
  'dutyDeMinimisCents',
  'taxDeMinimisCents',
  'dutyBase',
  'taxBase',
  'dutyRatesPercent',
  'flatDutyPerItemCents',
  'flatDutyUnderCents',
]
const RULE_KEYS: readonly string[] = [
  'rule',
  'effectiveFrom',
  'effectiveTo',
  'source',
  'note',
  'set',
  'byCountry',
]

const DAY_MS = 86_400_000
const FOREVER = Number.POSITIVE_INFINITY

function fail(reason: string): never {
  throw new Error(`Invalid duty rules (api/config/shipping/duties): ${reason}`)
}

const basisPoints = (percent: number) => Math.round(percent * 100)

const isPercent = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100

const isCents = (value: unknown) => Number.isInteger(value) && (value as number) >= 0

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** A calendar date written YYYY-MM-DD, as its day number; anything else stops the app. */
function dayOf(date: unknown, where: string): number {
  const millis = typeof date === 'string' ? Date.parse(date) : Number.NaN
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(date)) || Number.isNaN(millis)) {
    fail(`${where}: a date is written YYYY-MM-DD`)
  }
  if (new Date(millis).toISOString().slice(0, 10) !== date) fail(`${where}: no such day ${date}`)
  return millis / DAY_MS
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/* Nearly every quote asks for today: its ISO date is written once, not per quote. */
let lastDay = Number.NaN
let lastIsoDay = ''
function isoDayOf(day: number) {
  if (day !== lastDay) {
    lastDay = day
    lastIsoDay = isoDay(day)
  }
  return lastIsoDay
}

/** Staff edit these by hand: a misspelt field, a missing source or date stops the app at boot. */
function checkEntry(entry: RuleEntry, group: GroupFile, index: number) {
  const where = `${group.group}, rule ${index + 1}`
  for (const key of Object.keys(entry)) if (!RULE_KEYS.includes(key)) fail(`${where}: ${key}?`)
  if (!isText(entry.rule)) fail(`${where}: every rule has a name`)
  if (!isText(entry.source?.title) || !isText(entry.source?.reference)) {
    fail(`${where}: every rule names its source, a title and a reference`)
  }
  if (!isText(entry.note)) fail(`${where}: every rule says in a note what it means`)
  const from = dayOf(entry.effectiveFrom, `${where}, effectiveFrom`)
  const to = entry.effectiveTo === undefined ? FOREVER : dayOf(entry.effectiveTo, `${where}, to`)
  if (to <= from) fail(`${where}: effectiveTo comes after effectiveFrom`)
  if (!entry.set && !entry.byCountry) fail(`${where}: a rule sets something`)
  const fieldSets = [entry.set ?? {}, ...Object.values(entry.byCountry ?? {})]
  for (const fields of fieldSets) {
    for (const key of Object.keys(fields)) if (!FIELDS.includes(key)) fail(`${where}: ${key}?`)
  }
  for (const country of Object.keys(entry.byCountry ?? {})) {
    if (!group.countries.includes(country)) fail(`${where}: ${country} is not in the group`)
  }
  return { from, to }
}

/** A country's rules merged for one period, checked whole. */
function compileRule(country: string, entries: RuleEntry[], where: string): Rule {
  const fields = entries.reduce<Partial<RuleFields>>(
    (merged, entry) => ({ ...merged, ...entry.set, ...entry.byCountry?.[country] }),
    {}
  ) as RuleFields
  if (!isText(fields.taxName)) fail(`${where}: taxName`)
  if (!isPercent(fields.taxRatePercent)) fail(`${where}: taxRatePercent`)
  if (!isCents(fields.dutyDeMinimisCents)) fail(`${where}: dutyDeMinimisCents`)
  if (!isCents(fields.taxDeMinimisCents)) fail(`${where}: taxDeMinimisCents`)
  if (!DUTY_BASES.includes(fields.dutyBase)) fail(`${where}: dutyBase`)
  if (!TAX_BASES.includes(fields.taxBase)) fail(`${where}: taxBase`)
  const higher = fields.higherTaxRate
  if (higher && !(isCents(higher.aboveCents) && isPercent(higher.taxRatePercent))) {
    fail(`${where}: higherTaxRate has aboveCents and taxRatePercent`)
  }
  const flat = fields.flatDutyPerItemCents ?? null
  if ((flat === null) !== ((fields.flatDutyUnderCents ?? null) === null)) {
    fail(`${where}: flatDutyPerItemCents and flatDutyUnderCents go together`)
  }
  if (flat !== null && !(isCents(flat) && isCents(fields.flatDutyUnderCents))) {
    fail(`${where}: flatDutyPerItemCents and flatDutyUnderCents`)
  }
  const dutyBasisPoints = {} as Record<GoodsCategory, number>
  for (const category of GOODS_CATEGORIES) {
    const rate = fields.dutyRatesPercent?.[category]
    if (!isPercent(rate)) fail(`${where}: duty rate of ${category}`)
    dutyBasisPoints[category] = basisPoints(rate)
  }
  const rules = entries.map((entry) =>
    Object.freeze({
      rule: entry.rule,
      effectiveFrom: entry.effectiveFrom,
      effectiveTo: entry.effectiveTo ?? null,
      source: { title: entry.source.title, reference: entry.source.reference },
      note: entry.note,
    })
  )
  // Every field written out, in one order: each country's rule has the same shape, which keeps
  // the quote's property reads monomorphic (a spread gave a shape per mix of rules, 30% slower).
  return Object.freeze({
    domestic: fields.domestic === true,
    taxName: fields.taxName,
    taxRatePercent: fields.taxRatePercent,
    higherTaxRate: higher ?? null,
    dutyDeMinimisCents: fields.dutyDeMinimisCents,
    taxDeMinimisCents: fields.taxDeMinimisCents,
    dutyBase: fields.dutyBase,
    taxBase: fields.taxBase,
    dutyRatesPercent: fields.dutyRatesPercent,
    flatDutyPerItemCents: flat,
    flatDutyUnderCents: fields.flatDutyUnderCents ?? null,
    country,
    taxBasisPoints: basisPoints(fields.taxRatePercent),
    higherTaxBasisPoints: higher ? basisPoints(higher.taxRatePercent) : 0,
    dutyBasisPoints,
    source: rules.map((rule) => rule.source.title).join('; '),
    rules: Object.freeze(rules) as RuleInForce[],
  })
}

/** A country's periods, newest first: where its rules change, and what they are in between. */
function compilePeriods(country: string, group: GroupFile): Period[] {
  const dated = group.rules
    .map((entry, index) => ({ entry, ...checkEntry(entry, group, index) }))
    .filter(({ entry }) => entry.set || entry.byCountry?.[country])
  const changes = [...new Set(dated.flatMap(({ from, to }) => [from, to]))]
    .filter((day) => day !== FOREVER)
    .sort((a, b) => a - b)
  return changes
    .map((from, index) => {
      const to = changes[index + 1] ?? FOREVER
      const inForce = dated.filter((rule) => rule.from <= from && rule.to > from)
      const where = `${group.group}/${country} from ${isoDay(from)}`
      const entries = inForce.map(({ entry }) => entry)
      return { from, to, rule: entries.length ? compileRule(country, entries, where) : undefined }
    })
    .reverse()
}

/**
 * Every country's dated periods from the group files, or an error naming what is wrong; exported
 * so that the checks staff rely on when they edit the files can be tested.
 */
export function compileDutyRules(groups: readonly unknown[]): Map<string, Period[]> {
  const periods = new Map<string, Period[]>()
  for (const group of groups as GroupFile[]) {
    if (!isText(group.exchangeRates)) fail(`${group.group}: every group names its exchange rates`)
    for (const country of group.countries) {
      if (!/^[A-Z]{2}$/.test(country)) fail(`${group.group}/${country}: not an ISO country code`)
      if (periods.has(country)) fail(`${country} is in two groups`)
      periods.set(country, compilePeriods(country, group))
    }
  }
  return periods
}

const periodsOf = compileDutyRules(GROUPS)

const estimate = estimateJson as { source: string; minPercent: number; maxPercent: number }
if (!(isPercent(estimate.minPercent) && estimate.maxPercent >= estimate.minPercent)) {
  fail('duty_estimate.json: minPercent and maxPercent')
}

/*
 * Today's day number, kept by a timer at each UTC midnight: reading the clock on every quote cost
 * more than the rest of the duty arithmetic. A timer may fire a few milliseconds late, never early.
 */
let todayNumber = 0
function keepToday() {
  const now = Date.now()
  todayNumber = Math.floor(now / DAY_MS)
  setTimeout(keepToday, (todayNumber + 1) * DAY_MS - now).unref()
}
keepToday()

function today() {
  return todayNumber
}

/** The destinations with rules of their own today (the others get an estimate). */
export const DUTY_RULE_COUNTRIES: readonly string[] = Object.freeze(
  [...periodsOf.keys()].filter((country) => ruleOn(country, today())).sort()
)

/** The day number of `on`; a date that is not one is the caller's mistake. */
function dayNumber(on: RulesDay | undefined): number {
  if (on === undefined) return today()
  const millis =
    typeof on === 'string' ? Date.parse(on) : on instanceof Date ? on.getTime() : on.toMillis()
  if (!Number.isFinite(millis)) throw new TypeError(`Not a day for duty rules: ${String(on)}`)
  return Math.floor(millis / DAY_MS)
}

function ruleOn(country: string, day: number): Rule | undefined {
  const periods = periodsOf.get(country)
  if (!periods) return undefined
  for (const period of periods) {
    if (period.from <= day) return period.to > day ? period.rule : undefined
  }
  return undefined
}

/** The rules a country's quotes use on a day, in the words of the rule files; none: an estimate. */
export function rulesInForce(country: string, on?: RulesDay): RuleInForce[] {
  return ruleOn(country, dayNumber(on))?.rules ?? []
}

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
 * The items a per-item duty counts: each different HS subheading, and a line declared without one
 * as one item per goods category (all that is known of it).
 */
function itemCount(goods: readonly DeclaredGoods[]): number {
  const items = new Set<string>()
  for (const line of goods) items.add(line.hsCode ? `hs:${line.hsCode}` : line.category)
  return items.size
}

/**
 * What the destination levies on these goods on a day (today unless `on` says), independent of
 * the shipping price: the rates (the duty rate weighted by value across lines), the thresholds
 * and whether the goods clear them.
 */
export function assessGoods(
  country: string,
  goods: readonly DeclaredGoods[],
  on?: RulesDay
): Assessment {
  const day = dayNumber(on)
  const rule = ruleOn(country, day)
  let goodsCents = 0
  let weightedDuty = 0
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
        flatDutyPerItemCents: null,
        note: 'estimate',
        estimateRangePercent: { min: estimate.minPercent, max: estimate.maxPercent },
        source: estimate.source,
        rulesOn: isoDayOf(day),
        rules: [],
      },
      rule,
      goodsCents,
      weightedDuty,
      flatDutyCents: null,
      taxBasisPoints: 0,
      dutyExempt: false,
      taxExempt: false,
    }
  }

  const dutyExempt = Boolean(rule.domestic) || goodsCents <= rule.dutyDeMinimisCents
  const taxExempt = Boolean(rule.domestic) || goodsCents <= rule.taxDeMinimisCents
  const flat =
    !dutyExempt &&
    typeof rule.flatDutyPerItemCents === 'number' &&
    goodsCents < rule.flatDutyUnderCents!
      ? rule.flatDutyPerItemCents
      : null
  if (flat !== null) weightedDuty = 0
  const higher = rule.higherTaxRate
  const taxBasisPoints =
    higher && goodsCents > higher.aboveCents ? rule.higherTaxBasisPoints : rule.taxBasisPoints
  // One category (or none) is its own rate; several give the value-weighted average.
  let dutyRatePercent = 0
  if (flat === null) {
    dutyRatePercent =
      goodsCents === 0
        ? rule.dutyBasisPoints[goods[0]?.category ?? 'other'] / 100
        : Math.round(weightedDuty / goodsCents) / 100
  }
  return {
    summary: {
      country,
      estimate: false,
      dutyRatePercent,
      taxRatePercent: taxBasisPoints / 100,
      taxName: rule.taxName,
      deMinimisCents: rule.dutyDeMinimisCents,
      taxDeMinimisCents: rule.taxDeMinimisCents,
      taxBase: rule.taxBase,
      flatDutyPerItemCents: flat,
      note: noteOf(rule, dutyExempt, taxExempt),
      estimateRangePercent: null,
      source: rule.source,
      rulesOn: isoDayOf(day),
      rules: rule.rules,
    },
    rule,
    goodsCents,
    weightedDuty,
    flatDutyCents: flat === null ? null : flat * itemCount(goods),
    taxBasisPoints,
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
  if (assessment.flatDutyCents !== null) {
    dutiesCents = assessment.flatDutyCents
  } else if (!assessment.dutyExempt && goodsCents > 0) {
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
    taxesCents = roundCents((base * assessment.taxBasisPoints) / 10_000)
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
 * into it, by the rules of the day `on` (today unless given); unchanged (shipping only) when no
 * goods were declared.
 */
export function withLandedCost<R extends { quotes: { priceCents: number }[] }>(
  result: R,
  country: string,
  goods: readonly DeclaredGoods[],
  on?: RulesDay
): WithLandedCost<R> {
  if (goods.length === 0) return result as WithLandedCost<R>
  const assessment = assessGoods(country, goods, on)
  return {
    ...result,
    quotes: result.quotes.map((offer) => ({
      ...offer,
      landedCost: landedCost(assessment, offer.priceCents),
    })),
    dutiesAndTaxes: assessment.summary,
  }
}
