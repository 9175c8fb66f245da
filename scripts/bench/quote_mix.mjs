/*
 * A realistic mix of quote requests, shared by the in-process and the HTTP quote benchmarks:
 * destinations across every zone (weighted towards the markets we sell to), parcels from an
 * envelope to a heavy box, and a few requests for one service only. All within carrier limits,
 * so the HTTP route answers 200 to each of them. With `goods`, each request also declares a value
 * and a category, as the calculator does for the landed cost.
 */
import { GOODS_CATEGORIES } from '../../api/domain/parcels.ts'

const COUNTRIES = [
  ['US', 3],
  ['CA', 1],
  ['MX', 3],
  ['JM', 2],
  ['DO', 2],
  ['BR', 1],
  ['CO', 2],
  ['VE', 2],
  ['GB', 2],
  ['DE', 1],
  ['ES', 2],
  ['FR', 1],
  ['PL', 1],
  ['UA', 1],
  ['AE', 2],
  ['SA', 2],
  ['EG', 1],
  ['CN', 1],
  ['JP', 1],
  ['IN', 1],
  ['PH', 1],
  ['AU', 1],
  ['NZ', 1],
  ['NG', 1],
  ['KE', 1],
  ['ZA', 1],
]

const PARCELS = [
  { weightLb: 0.4, lengthIn: 12, widthIn: 9.5, heightIn: 1 }, // envelope
  { weightLb: 2.3, lengthIn: 10, widthIn: 8, heightIn: 4 }, // small box
  { weightLb: 3.8, lengthIn: 14, widthIn: 10, heightIn: 5.5 }, // shoe box
  { weightLb: 7.25, lengthIn: 16, widthIn: 12, heightIn: 8 },
  { weightLb: 12.4, lengthIn: 18, widthIn: 14, heightIn: 12 }, // medium, dimensional weight wins
  { weightLb: 22, lengthIn: 20, widthIn: 16, heightIn: 10.5 },
  { weightLb: 31.7, lengthIn: 24, widthIn: 20, heightIn: 18 },
  { weightLb: 55, lengthIn: 30, widthIn: 18, heightIn: 14 }, // heavy
  { weightLb: 1.1, lengthIn: 40, widthIn: 6, heightIn: 6 }, // long and light
]

const SERVICES = ['fedex_international_priority', 'fedex_international_economy', 'fedex_ground']

/** `count` quote requests, the same on every run (a small linear congruential generator). */
export function quoteMix(count = 512, { goods = false } = {}) {
  const weighted = COUNTRIES.flatMap(([country, weight]) => Array(weight).fill(country))
  let seed = 20_261_121
  const next = (n) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed % n
  }
  const mix = []
  for (let i = 0; i < count; i++) {
    const request = {
      ...PARCELS[next(PARCELS.length)],
      country: weighted[next(weighted.length)],
      postalCode: String(10_000 + next(89_999)),
    }
    if (next(8) === 0) request.service = SERVICES[next(SERVICES.length)]
    if (goods) {
      // $5 to $1,500: under and over every de minimis threshold.
      request.declaredValueCents = 500 + next(149_500)
      request.category = GOODS_CATEGORIES[next(GOODS_CATEGORIES.length)]
    }
    mix.push(request)
  }
  return mix
}
