/**
 * Demo customers from around the world: fifty believable accounts (names, phone numbers valid
 * for their country, English, Spanish and Arabic speakers) with the last 60 days of their life
 * with us: packages, shipments, orders in every status, purchase requests, returns, wallets,
 * notifications and analytics, so that lists, filters, exports and the dashboard have
 * something to show.
 *
 * Fast and reproducible: the rows are drawn from a seeded pseudo-random generator (the same
 * data on every run, dated back from today) and written with a few multi-row inserts per
 * table. Unlike the other seeders it does not go through the services: hundreds of service
 * calls, each with its transaction and its notifications, would slow every first `npm start`.
 *
 * It runs last (db:seed takes the files in name order), after the README accounts have their
 * hand-made data, which the other seeders would otherwise make for these customers too. It
 * runs only on the demo database (the README accounts exist) and only once.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { getExampleNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max'
import mobileExamples from 'libphonenumber-js/examples.mobile.json'
import { pathFor, type Lang, type RouteId } from '#customer-routes'
import User from '#models/user'
import { DEMO_ACCOUNTS } from '#database/seeders/main_seeder'
import { DEMO_STORE_ITEMS } from '#database/seeders/orders_seeder'
import {
  ORDER_MAIN_PATH,
  ORDER_STATUSES,
  PURCHASE_REQUEST_STATUSES,
  type OrderStatus,
} from '#domain/orders'
import { purchaseInvoiceLines, quoteFor } from '#services/orders/purchase_assistance'
import { UNPAID_QUOTE_EXPIRY } from '#services/orders/unpaid_quotes'
import { warehouseAddressFor } from '#services/parcels/receiving'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  refundOf,
  REFUND_PERCENT,
  REQUEST_WINDOW_DAYS,
  RESTOCKING_FEE_PERCENT,
} from '#domain/returns'
import { searchNameOf } from '#domain/search'
import { recountOrders } from '#services/orders/order_counts'

/** The same password as the README's demo customers. */
const PASSWORD = 'Customer#2026'

/* First name, last name, country, language, street, city, postal code; names in Arabic script
   add the Latin spelling their owners use in an email address. */
type Person = [string, string, CountryCode, Lang, string, string, string, string?]

export const WORLD_CUSTOMERS: Person[] = [
  ['Oliver', 'Bennett', 'GB', 'en', '14 Kensington Church Street', 'London', 'W8 4EP'],
  ['Chloe', 'Tremblay', 'CA', 'en', '1250 Rue Sainte-Catherine O', 'Montréal', 'H3G 1P1'],
  ['Liam', 'O’Connor', 'IE', 'en', '22 Baggot Street Lower', 'Dublin', 'D02 X658'],
  ['Ava', 'Mitchell', 'AU', 'en', '48 Pirrama Road', 'Pyrmont', '2009'],
  ['Aroha', 'Ngata', 'NZ', 'en', '17 Cuba Street', 'Wellington', '6011'],
  ['Chinedu', 'Okafor', 'NG', 'en', '12 Admiralty Way, Lekki Phase 1', 'Lagos', '105102'],
  ['Wanjiru', 'Kamau', 'KE', 'en', 'Ngong Road, Adams Arcade', 'Nairobi', '00100'],
  ['Thabo', 'Nkosi', 'ZA', 'en', '33 Bree Street', 'Cape Town', '8001'],
  ['Kwame', 'Mensah', 'GH', 'en', '5 Oxford Street, Osu', 'Accra', 'GA-029'],
  ['Priya', 'Raman', 'IN', 'en', '21 Cunningham Road', 'Bengaluru', '560052'],
  ['Miguel', 'Santos', 'PH', 'en', '6750 Ayala Avenue', 'Makati', '1226'],
  ['Wei Ling', 'Tan', 'SG', 'en', '8 Marina View', 'Singapore', '018960'],
  ['Hiroshi', 'Tanaka', 'JP', 'en', '2-11-3 Meguro', 'Tokyo', '153-0063'],
  ['Lena', 'Schmidt', 'DE', 'en', 'Torstraße 109', 'Berlin', '10119'],
  ['Camille', 'Laurent', 'FR', 'en', '18 Rue de la Roquette', 'Paris', '75011'],
  ['Sanne', 'de Vries', 'NL', 'en', 'Prinsengracht 263', 'Amsterdam', '1016 GV'],
  ['Erik', 'Lindqvist', 'SE', 'en', 'Götgatan 48', 'Stockholm', '118 26'],
  ['Agnieszka', 'Nowak', 'PL', 'en', 'ul. Mokotowska 12', 'Warszawa', '00-561'],
  ['Lucas', 'Ferreira', 'BR', 'en', 'Rua Oscar Freire 900', 'São Paulo', '01426-001'],
  ['Elif', 'Yılmaz', 'TR', 'en', 'Bağdat Caddesi 302', 'İstanbul', '34728'],
  ['Giulia', 'Romano', 'IT', 'en', 'Via Tortona 31', 'Milano', '20144'],
  ['Ayesha', 'Siddiqui', 'PK', 'en', '14 Zamzama Boulevard', 'Karachi', '75600'],
  ['Sofía', 'Hernández', 'MX', 'es', 'Calle Durango 205, Roma Norte', 'Ciudad de México', '06700'],
  ['Alejandro', 'Torres', 'MX', 'es', 'Av. Chapultepec 480', 'Guadalajara', '44600'],
  ['Lucía', 'Fernández', 'ES', 'es', 'Calle de Alcalá 42', 'Madrid', '28014'],
  ['Javier', 'Moreno', 'ES', 'es', 'Carrer de Provença 310', 'Barcelona', '08037'],
  ['Martina', 'López', 'AR', 'es', 'Av. Santa Fe 1860', 'Buenos Aires', 'C1123AAN'],
  ['Santiago', 'Restrepo', 'CO', 'es', 'Carrera 43A #1-50', 'Medellín', '050021'],
  ['Valentina', 'Gómez', 'CO', 'es', 'Calle 93 #11-26', 'Bogotá', '110221'],
  ['Diego', 'Quispe', 'PE', 'es', 'Av. Larco 1150', 'Lima', '15074'],
  ['Camila', 'Rojas', 'CL', 'es', 'Av. Providencia 2124', 'Santiago', '7510015'],
  ['Andrés', 'Vera', 'EC', 'es', 'Av. 9 de Octubre 1911', 'Guayaquil', '090313'],
  ['Ana Lucía', 'Castillo', 'GT', 'es', '6a Avenida 9-18, Zona 10', 'Guatemala', '01010'],
  ['Rafael', 'Peña', 'DO', 'es', 'Av. Winston Churchill 93', 'Santo Domingo', '10148'],
  ['Daniela', 'Solís', 'CR', 'es', 'Barrio Escalante, Calle 33', 'San José', '10101'],
  ['Joaquín', 'Pereira', 'UY', 'es', 'Bulevar Artigas 1165', 'Montevideo', '11300'],
  ['Gabriela', 'Márquez', 'VE', 'es', 'Av. Francisco de Miranda, Chacao', 'Caracas', '1060'],
  ['Isabella', 'Arosemena', 'PA', 'es', 'Calle 50, Obarrio', 'Ciudad de Panamá', '0823'],
  ['Matías', 'Benítez', 'PY', 'en', 'Av. España 1415', 'Asunción', '1209'],
  [
    'عبدالله',
    'القحطاني',
    'SA',
    'ar',
    'طريق الملك فهد، حي العليا',
    'الرياض',
    '12214',
    'abdullah.alqahtani',
  ],
  ['Noura', 'Al-Harbi', 'SA', 'ar', 'Prince Sultan Road, Al Rawdah', 'Jeddah', '23434'],
  ['Omar', 'Al-Mansoori', 'AE', 'ar', 'Al Wasl Road, Villa 27', 'Dubai', '00000'],
  ['مريم', 'السويدي', 'AE', 'ar', 'شارع الكورنيش، برج 3', 'أبوظبي', '00000', 'mariam.alsuwaidi'],
  ['Ahmed', 'Hassan', 'EG', 'ar', '26 July Street, Zamalek', 'Cairo', '11211'],
  ['Yasmine', 'Farouk', 'EG', 'ar', '15 Fouad Street', 'Alexandria', '21131'],
  ['Youssef', 'Benali', 'MA', 'ar', '45 Boulevard Anfa', 'Casablanca', '20050'],
  ['رانيا', 'خليل', 'JO', 'ar', 'شارع الرينبو، جبل عمان', 'عمّان', '11181', 'rania.khalil'],
  ['Fahad', 'Al-Mutairi', 'KW', 'ar', 'Salem Al Mubarak Street', 'Salmiya', '22001'],
  ['Salma', 'Khoury', 'LB', 'en', 'Rue Gouraud, Gemmayzeh', 'Beirut', '1100'],
  ['Karim', 'Trabelsi', 'TN', 'ar', 'Avenue Habib Bourguiba 61', 'Tunis', '1000'],
]

/*
 * Things people really have sent to a US address: the package's store, carrier and contents, and
 * the line its customer declares for customs (in English, with its HS 2022 subheading and origin).
 */
const PARCELS = [
  {
    sender: 'Amazon',
    carrier: 'Amazon Logistics',
    description: 'Kindle Paperwhite',
    lb: 1.1,
    customs: {
      description: 'E-book reader',
      hsCode: '847130',
      origin: 'CN',
      category: 'electronics',
    },
  },
  {
    sender: 'Nike',
    carrier: 'UPS',
    description: 'Running shoes',
    lb: 3.2,
    customs: {
      description: 'Running shoes, textile uppers',
      hsCode: '640411',
      origin: 'VN',
      category: 'clothing_shoes',
    },
  },
  {
    sender: 'Best Buy',
    carrier: 'FedEx',
    description: 'Noise-cancelling headphones',
    lb: 2.4,
    customs: {
      description: 'Wireless headphones',
      hsCode: '851830',
      origin: 'CN',
      category: 'electronics',
    },
  },
  {
    sender: 'Sephora',
    carrier: 'USPS',
    description: 'Skincare set',
    lb: 1.6,
    customs: {
      description: 'Skin care creams set',
      hsCode: '330499',
      origin: 'FR',
      category: 'cosmetics',
    },
  },
  {
    sender: 'Apple',
    carrier: 'FedEx',
    description: 'iPad Air',
    lb: 2.6,
    customs: {
      description: 'Tablet computer',
      hsCode: '847130',
      origin: 'CN',
      category: 'electronics',
    },
  },
  {
    sender: 'Target',
    carrier: 'UPS',
    description: 'LEGO building set',
    lb: 3.8,
    customs: {
      description: 'Plastic construction toy set',
      hsCode: '950300',
      origin: 'DK',
      category: 'toys',
    },
  },
  {
    sender: 'Walmart',
    carrier: 'FedEx',
    description: 'Vitamins, 3 bottles',
    lb: 2.2,
    customs: {
      description: 'Multivitamin tablets, 3 bottles',
      hsCode: '210690',
      origin: 'US',
      category: 'food_supplements',
    },
  },
  {
    sender: 'Macy’s',
    carrier: 'USPS',
    description: 'Winter jacket',
    lb: 2.9,
    customs: {
      description: "Women's winter jacket, polyester",
      hsCode: '620240',
      origin: 'BD',
      category: 'clothing_shoes',
    },
  },
  {
    sender: 'Barnes & Noble',
    carrier: 'USPS',
    description: 'Hardcover books',
    lb: 4.4,
    customs: { description: 'Printed books', hsCode: '490199', origin: 'US', category: 'books' },
  },
  {
    sender: 'B&H Photo',
    carrier: 'UPS',
    description: 'Camera lens',
    lb: 1.9,
    customs: {
      description: 'Camera lens',
      hsCode: '900211',
      origin: 'JP',
      category: 'electronics',
    },
  },
] as const

const ITEMS = [
  ...DEMO_STORE_ITEMS,
  {
    name: 'Apple AirPods Pro (2nd generation)',
    url: 'https://www.apple.com/airpods-pro/',
    cents: 24_900,
  },
  {
    name: 'Ninja air fryer 6 qt',
    url: 'https://www.walmart.com/ip/ninja-air-fryer',
    cents: 12_999,
  },
  {
    name: 'Yeti Rambler 26 oz bottle',
    url: 'https://www.yeti.com/drinkware/bottles',
    cents: 4_000,
  },
  {
    name: 'Carter’s baby bodysuits, 5 pack',
    url: 'https://www.carters.com/bodysuits',
    cents: 2_600,
  },
]

const STORE_STATES = ['NY', 'CA', 'TX', 'FL', 'WA', 'OR', 'NJ', 'DE'] as const

const HELD_REASONS = [
  'The store asked to confirm the billing address',
  'Waiting for the store to restock one item',
]
const CANCEL_REASONS = ['Customer changed their mind', 'Found it cheaper locally']

const RETURN_REASONS: Record<Lang, string> = {
  en: 'One item arrived damaged: the box was crushed.',
  es: 'Un artículo llegó dañado: la caja venía aplastada.',
  ar: 'وصل أحد المنتجات تالفًا: كانت العلبة مهشمة.',
}

const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
]
const SCREENS = [
  ['390x844', '390x664'],
  ['1920x1080', '1536x730'],
  ['412x915', '412x780'],
  ['1440x900', '1440x790'],
]
const PAGES: RouteId[] = ['dashboard', 'packages', 'orders', 'wallet', 'notifications', 'tracking']

/** mulberry32: a small seeded generator, so that every run draws the same data. */
function seededRandom(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)],
    code: (length: number, alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ') =>
      Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
    digits: (length: number) => Array.from({ length }, () => int(0, 9)).join(''),
  }
}
type Random = ReturnType<typeof seededRandom>

/** A mobile number of the country: its example number with other last digits, checked valid. */
function phoneFor(country: CountryCode, random: Random) {
  const example = getExampleNumber(country, mobileExamples)!
  for (let attempt = 0; attempt < 20; attempt++) {
    const number = `${example.number.slice(0, -4)}${random.digits(4)}`
    if (isValidPhoneNumber(number)) return number
  }
  return example.number
}

/** "Sofía Hernández" → "sofia.hernandez". */
const emailName = (firstName: string, lastName: string) =>
  [firstName, lastName]
    .map((name) =>
      name
        .normalize('NFD')
        .toLowerCase()
        .replace(/ı/g, 'i')
        .replace(/[^a-z0-9-]/g, '')
    )
    .join('.')

const CARRIER_TRACKING: Record<string, (random: Random) => string> = {
  'UPS': (random) => `1Z${random.code(6, '0123456789ABCDEFGHJKLMNPRSTVWXYZ')}${random.digits(10)}`,
  'USPS': (random) => `9400${random.digits(18)}`,
  'FedEx': (random) => random.digits(12),
  'Amazon Logistics': (random) => `TBA${random.digits(12)}`,
}

type Row = Record<string, string | number | boolean | null>

/**
 * Ids are handed out here, after the highest of each table, so that rows can point at each
 * other before anything is written and each table is written in a few multi-row inserts.
 */
async function idsAfterLast(trx: TransactionClientContract, tables: readonly string[]) {
  const next: Record<string, number> = {}
  for (const table of tables) {
    const [{ last }] = await trx.from(table).max('id as last')
    next[table] = Number(last ?? 0)
  }
  return (table: string) => ++next[table]
}

/** Each table in inserts of 200 rows; a column a row does not give is null. */
async function insertAll(trx: TransactionClientContract, rows: Record<string, Row[]>) {
  for (const [table, tableRows] of Object.entries(rows)) {
    const columns = [...new Set(tableRows.flatMap((row) => Object.keys(row)))]
    const complete = tableRows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? null]))
    )
    for (let start = 0; start < complete.length; start += 200) {
      await trx.table(table).multiInsert(complete.slice(start, start + 200))
    }
  }
}

/* In the order they are written, each after the tables it points at. */
const TABLES = [
  'users',
  'notification_preferences',
  'wallets',
  'invoices',
  'invoice_lines',
  'payments',
  'wallet_transactions',
  'packages',
  'customs_lines',
  'shipments',
  'shipment_packages',
  'shipment_events',
  'orders',
  'order_items',
  'order_status_changes',
  'purchase_requests',
  'purchase_request_items',
  'return_requests',
  'notifications',
  'analytics_sessions',
  'analytics_events',
] as const

type Tables = Record<(typeof TABLES)[number], Row[]>

/** What every area draws with: the generator, the dates, the rows so far and the next ids. */
type World = {
  random: Random
  rows: Tables
  nextId: (table: string) => number
  /** A date `daysAgo` in the current customer's day, `hoursLater` ordering the steps of that day. */
  at: (daysAgo: number, hoursLater?: number) => string | null
  staffId: number
}

/** One customer being drawn, with what their areas share: their packages and their wallet's ledger. */
type Customer = World & {
  userId: number
  user: User
  firstName: string
  lastName: string
  country: CountryCode
  locale: Lang
  street: string
  city: string
  postalCode: string
  phone: string
  joined: number
  packageIds: number[]
  /* Kept in date order when written, so that each balance follows the last. */
  ledger: { daysAgo: number; row: Row; returnId?: number }[]
}

function tell(customer: Customer, type: string, data: Row, daysAgo: number) {
  const { rows, nextId, at, random } = customer
  rows.notifications.push({
    id: nextId('notifications'),
    user_id: customer.userId,
    type,
    data: JSON.stringify(data),
    read_at: daysAgo > 4 && random.chance(0.7) ? at(daysAgo - 1) : null,
    created_at: at(daysAgo),
    updated_at: at(daysAgo),
  })
}

/** The account, with its suite, phone number and notification switches. */
function drawAccount(
  world: World & { setClock: (minutes: number) => void },
  person: Person,
  takenSuites: Set<string>,
  password: string
): Customer {
  const { random, rows, nextId, at } = world
  const [firstName, lastName, country, locale, street, city, postalCode, latinName] = person
  const userId = nextId('users')
  world.setClock(random.int(0, 600))
  let suite: string
  do suite = `SG-${random.int(10_000, 99_999)}`
  while (takenSuites.has(suite))
  takenSuites.add(suite)
  const joined = random.int(62, 90)
  const phone = phoneFor(country, random)
  const user = new User().merge({ firstName, lastName, customerId: suite })
  // Reserved example domains: a demo account never mails a real inbox.
  const domain = random.pick(['example.com', 'example.net', 'example.org'])
  rows.users.push({
    id: userId,
    first_name: firstName,
    last_name: lastName,
    search_name: searchNameOf(firstName, lastName),
    email: `${latinName ?? emailName(firstName, lastName)}@${domain}`,
    phone,
    password,
    role: 'customer',
    customer_id: suite,
    locale,
    created_at: at(joined),
    updated_at: at(joined),
  })
  rows.notification_preferences.push({
    id: nextId('notification_preferences'),
    user_id: userId,
    email: true,
    sms: random.chance(0.3),
    push: true,
    marketing: random.chance(0.4),
    order_updates: true,
    package_updates: true,
    promotions: random.chance(0.4),
    security_alerts: true,
    created_at: at(joined),
    updated_at: at(joined),
  })
  return {
    ...world,
    userId,
    user,
    firstName,
    lastName,
    country,
    locale,
    street,
    city,
    postalCode,
    phone,
    joined,
    packageIds: [],
    ledger: [],
  }
}

function payByCard(customer: Customer, invoiceId: number, amountCents: number, daysAgo: number) {
  const { rows, nextId, at, random } = customer
  rows.payments.push({
    id: nextId('payments'),
    user_id: customer.userId,
    invoice_id: invoiceId,
    purpose: 'invoice',
    method: 'card',
    amount_cents: amountCents,
    card_brand: random.pick(['visa', 'mastercard', 'amex']),
    card_last4: random.digits(4),
    gateway_reference: `sandbox_${random.code(16).toLowerCase()}`,
    created_at: at(daysAgo),
    updated_at: at(daysAgo),
  })
}

/** An invoice of the lines that cost something, paid by card when `paidDaysAgo` is given. */
function invoice(
  customer: Customer,
  subjectType: string,
  subjectId: number,
  lines: { kind: string; description: string; amountCents: number }[],
  daysAgo: number,
  paidDaysAgo: number | null
) {
  const { rows, nextId, at, random } = customer
  const id = nextId('invoices')
  const number = `INV-${random.code(4)}-${random.code(4)}`
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  rows.invoices.push({
    id,
    number,
    user_id: customer.userId,
    subject_type: subjectType,
    subject_id: subjectId,
    status: paidDaysAgo === null ? 'unpaid' : 'paid',
    total_cents: totalCents,
    refunded_cents: 0,
    paid_at: paidDaysAgo === null ? null : at(paidDaysAgo),
    created_at: at(daysAgo),
    updated_at: at(paidDaysAgo ?? daysAgo),
  })
  for (const line of lines.filter((entry) => entry.amountCents > 0)) {
    rows.invoice_lines.push({
      id: nextId('invoice_lines'),
      invoice_id: id,
      kind: line.kind,
      description: line.description,
      amount_cents: line.amountCents,
      created_at: at(daysAgo),
    })
  }
  if (paidDaysAgo !== null) payByCard(customer, id, totalCents, paidDaysAgo)
  return { id, number, totalCents }
}

/** A package announced (`receivedDaysAgo` null) or received, with its notification. */
function newPackage(customer: Customer, status: string, receivedDaysAgo: number | null) {
  const { rows, nextId, at, random } = customer
  const parcel = random.pick(PARCELS)
  const id = nextId('packages')
  const declared = receivedDaysAgo !== null && random.chance(0.7)
  const declaredCents = declared ? random.int(20, 400) * 100 : null
  rows.packages.push({
    id,
    number: `PKG-${random.code(8)}`,
    user_id: customer.userId,
    status,
    carrier: parcel.carrier,
    inbound_tracking: CARRIER_TRACKING[parcel.carrier](random),
    duplicate_tracking: false,
    sender: parcel.sender,
    description: parcel.description,
    weight_lb: parcel.lb,
    length_in: random.int(8, 18),
    width_in: random.int(6, 12),
    height_in: random.int(3, 8),
    received_by_id: receivedDaysAgo === null ? null : customer.staffId,
    received_at: receivedDaysAgo === null ? null : at(receivedDaysAgo),
    declared_value_cents: declaredCents,
    declared_at: declared ? at(receivedDaysAgo! - 1) : null,
    has_prohibited_items: false,
    created_at: at(receivedDaysAgo ?? 2),
    updated_at: at(receivedDaysAgo ?? 2),
  })
  customer.packageIds.push(id)
  // The declaration is one line whose value is the package's declared value.
  if (declaredCents !== null) {
    rows.customs_lines.push({
      id: nextId('customs_lines'),
      package_id: id,
      position: 0,
      description: parcel.customs.description,
      quantity: 1,
      unit_value_cents: declaredCents,
      hs_code: parcel.customs.hsCode,
      origin_country: parcel.customs.origin,
      category: parcel.customs.category,
      created_at: at(receivedDaysAgo! - 1),
    })
  }
  if (receivedDaysAgo !== null) {
    tell(
      customer,
      'package_received',
      { packageNumber: rows.packages.at(-1)!.number, sender: parcel.sender },
      receivedDaysAgo
    )
  }
  return id
}

/** Packages in storage, and some announced that have not arrived. */
function drawPackagesInStorage(customer: Customer) {
  const { random } = customer
  for (let count = random.int(1, 3); count > 0; count--) {
    newPackage(customer, 'received', random.int(0, 25))
  }
  if (random.chance(0.5)) newPackage(customer, 'expected', null)
}

/** Packages sent on in shipments at every step, with their invoices and tracking. */
function drawShipments(customer: Customer) {
  const { rows, nextId, at, random } = customer
  const { firstName, lastName, phone, street, city, postalCode, country } = customer
  for (let count = random.int(0, 2); count > 0; count--) {
    // Every request is invoiced as it is made; some are not packed yet.
    const step = random.pick(['unpacked', 'invoiced', 'shipped', 'delivered', 'delivered'])
    const status = step === 'unpacked' ? 'invoiced' : step
    const requestedDaysAgo =
      status === 'delivered'
        ? random.pick([random.int(10, 20), random.int(21, 55)])
        : status === 'shipped'
          ? random.int(6, 12)
          : random.int(1, 9)
    const shipped = status === 'shipped' || status === 'delivered'
    const contents = Array.from({ length: random.int(1, 2) }, () =>
      newPackage(
        customer,
        shipped ? 'shipped' : 'ship_requested',
        requestedDaysAgo + random.int(2, 6)
      )
    )
    const id = nextId('shipments')
    const weightLb = random.int(2, 12) + 0.5
    const shippingCents = Math.round(weightLb * 900) + 2_400
    const packed = step !== 'unpacked'
    const paidDaysAgo = shipped ? requestedDaysAgo - 2 : null
    const bill = invoice(
      customer,
      'shipment',
      id,
      [
        {
          kind: 'shipping',
          description: 'FedEx International Priority',
          amountCents: shippingCents,
        },
      ],
      requestedDaysAgo,
      paidDaysAgo
    )
    const deliveredDaysAgo = status === 'delivered' ? requestedDaysAgo - 8 : null
    const number = `SHP-${random.code(8)}`
    rows.shipments.push({
      id,
      number,
      user_id: customer.userId,
      status,
      service: 'fedex_international_priority',
      recipient_name: `${firstName} ${lastName}`,
      recipient_phone: phone,
      street,
      city,
      state: null,
      postal_code: postalCode,
      country,
      declared_value_cents: random.int(50, 600) * 100,
      estimated_price_cents: shippingCents,
      separate_price_cents: shippingCents + (contents.length - 1) * 1_800,
      saved_cents: (contents.length - 1) * 1_800,
      packed_weight_lb: packed ? weightLb : null,
      billable_weight_lb: packed ? weightLb : null,
      shipping_cents: shippingCents,
      invoice_id: bill.id,
      carrier: shipped ? 'FedEx' : null,
      tracking_number: shipped ? `7712${random.digits(8)}` : null,
      packed_at: packed ? at(requestedDaysAgo - 1) : null,
      invoiced_at: at(requestedDaysAgo),
      paid_at: paidDaysAgo === null ? null : at(paidDaysAgo),
      shipped_at: shipped ? at(requestedDaysAgo - 3) : null,
      delivered_at: deliveredDaysAgo === null ? null : at(deliveredDaysAgo),
      created_at: at(requestedDaysAgo),
      updated_at: at(deliveredDaysAgo ?? requestedDaysAgo),
    })
    for (const packageId of contents) {
      rows.shipment_packages.push({
        id: nextId('shipment_packages'),
        shipment_id: id,
        package_id: packageId,
      })
    }
    tell(
      customer,
      'order_created',
      { shipmentNumber: number, invoiceNumber: bill.number, reason: 'invoiced' },
      requestedDaysAgo
    )
    const events: [string, string, number][] = []
    if (paidDaysAgo !== null) events.push(['payment_processed', 'shipping_center', paidDaysAgo])
    if (shipped) {
      events.push(['package_on_the_way', 'international_transit', requestedDaysAgo - 3])
      events.push(['customs_cleared', 'international_transit', requestedDaysAgo - 5])
    }
    if (deliveredDaysAgo !== null) {
      events.push(['package_delivered', 'your_address', deliveredDaysAgo])
      tell(
        customer,
        'package_delivered',
        { shipmentNumber: number, status: 'delivered' },
        deliveredDaysAgo
      )
    }
    for (const [milestone, stage, daysAgo] of events) {
      rows.shipment_events.push({
        id: nextId('shipment_events'),
        shipment_id: id,
        milestone,
        stage,
        location: milestone === 'customs_cleared' ? `${city}, ${country}` : null,
        occurred_at: at(daysAgo),
        created_at: at(daysAgo),
      })
    }
  }
}

/**
 * A bought order delivered inside the return window: some customers ask to send it back, and
 * some of those returns went all the way to the refund of 70% of the order's invoice.
 */
function drawReturn(
  customer: Customer,
  orderId: number,
  bill: { id: number; totalCents: number },
  deliveredDaysAgo: number
) {
  const { rows, nextId, at, random } = customer
  if (deliveredDaysAgo >= REQUEST_WINDOW_DAYS || !random.chance(0.85)) return
  const returnStatus = random.pick(['requested', 'approved', 'rejected', 'refunded'])
  const askedDaysAgo = Math.max(2, deliveredDaysAgo - 2)
  const refunded = returnStatus === 'refunded'
  const { refundCents, restockingFeeCents } = refundOf(bill.totalCents)
  const id = nextId('return_requests')
  rows.return_requests.push({
    id,
    user_id: customer.userId,
    order_id: orderId,
    status: returnStatus,
    reason: RETURN_REASONS[customer.locale],
    rejection_reason:
      returnStatus === 'rejected' ? 'The photos show the item was used after delivery.' : null,
    approved_at: ['approved', 'refunded'].includes(returnStatus) ? at(askedDaysAgo, 20) : null,
    rejected_at: returnStatus === 'rejected' ? at(askedDaysAgo, 20) : null,
    tracking_number: refunded ? `1Z${random.code(6)}${random.digits(10)}` : null,
    shipped_back_at: refunded ? at(askedDaysAgo - 1) : null,
    inspection_notes: refunded ? 'Unused, complete, in the original box.' : null,
    inspected_at: refunded ? at(askedDaysAgo - 1, 4) : null,
    refund_cents: refunded ? refundCents : null,
    restocking_fee_cents: refunded ? restockingFeeCents : null,
    refunded_at: refunded ? at(askedDaysAgo - 1, 5) : null,
    created_at: at(askedDaysAgo),
    updated_at: at(refunded ? askedDaysAgo - 1 : askedDaysAgo, refunded ? 5 : 20),
  })
  if (!refunded) return
  const invoiceRow = rows.invoices.find((row) => row.id === bill.id)!
  invoiceRow.status = 'refunded'
  invoiceRow.refunded_cents = refundCents
  // The ledger entry points back at its return once both are written (see drawWallet).
  customer.ledger.push({
    daysAgo: askedDaysAgo - 1,
    returnId: id,
    row: {
      type: 'refund',
      amount_cents: refundCents,
      invoice_id: bill.id,
      reason: i18nManager.locale(customer.locale).t('returns.refundReason', {
        number: rows.orders.find((row) => row.id === orderId)!.number,
        invoice: invoiceRow.number,
        refundShare: REFUND_PERCENT / 100,
        feeShare: RESTOCKING_FEE_PERCENT / 100,
      }),
    },
  })
}

/** The order statuses an order bought for a customer can be in: it is created once bought (Fulfilled). */
const BOUGHT_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status) => !ORDER_MAIN_PATH.slice(0, ORDER_MAIN_PATH.indexOf('fulfilled')).includes(status)
)

/**
 * The order made of a purchase request's items when staff bought them `placedDaysAgo`: Submitted,
 * Processing and Fulfilled at the purchase, as the purchase makes them, then along the order
 * machine up to `status`, each step a little later. Held and cancelled leave the main path after
 * the purchase (cancelled before it ships). Returns its id and the day it last changed.
 */
function newOrder(
  customer: Customer,
  status: OrderStatus,
  items: (typeof ITEMS)[number][],
  totalCents: number,
  placedDaysAgo: number,
  purchaseRequestId: number
) {
  const { rows, nextId, at, random, userId, staffId } = customer
  const id = nextId('orders')
  const number = `ORD-${random.code(8)}`
  const bought = ORDER_MAIN_PATH.indexOf('fulfilled') + 1
  let walk = ORDER_MAIN_PATH.slice(0, ORDER_MAIN_PATH.indexOf(status) + 1)
  let heldFrom: OrderStatus | null = null
  if (status === 'held' || status === 'cancelled') {
    const lastBeforeLeaving = ORDER_MAIN_PATH.indexOf(
      status === 'held' ? 'shipped' : 'ready_for_shipping'
    )
    walk = [...ORDER_MAIN_PATH.slice(0, random.int(bought, lastBeforeLeaving + 1)), status]
    heldFrom = status === 'held' ? walk.at(-2)! : null
  }
  const laterSteps = walk.length - bought
  const stepDays = Math.max(1, Math.floor(placedDaysAgo / (laterSteps + 1)))
  const daysAgoOf = (step: number) =>
    step < bought ? placedDaysAgo : Math.max(0, placedDaysAgo - (step - bought + 1) * stepDays)
  for (const [step, to] of walk.entries()) {
    rows.order_status_changes.push({
      id: nextId('order_status_changes'),
      order_id: id,
      from_status: step === 0 ? null : walk[step - 1],
      to_status: to,
      changed_by_id: staffId,
      reason:
        to === 'held'
          ? random.pick(HELD_REASONS)
          : to === 'cancelled'
            ? random.pick(CANCEL_REASONS)
            : null,
      created_at: at(daysAgoOf(step), step),
    })
  }
  const updatedDaysAgo = daysAgoOf(walk.length - 1)
  rows.orders.push({
    id,
    number,
    user_id: userId,
    status,
    held_from: heldFrom,
    total_cents: totalCents,
    shipping_address: JSON.stringify(warehouseAddressFor(customer.user)),
    billing_address: null,
    inbound_tracking: `1Z${random.code(6)}${random.digits(10)}`,
    package_id: null,
    purchase_request_id: purchaseRequestId,
    created_at: at(placedDaysAgo),
    updated_at: at(updatedDaysAgo, walk.length),
  })
  for (const item of items) {
    rows.order_items.push({
      id: nextId('order_items'),
      order_id: id,
      name: item.name,
      url: item.url,
      options: null,
      quantity: 1,
      unit_price_cents: item.cents,
    })
  }
  tell(customer, 'order_created', { orderNumber: number, status: 'fulfilled' }, placedDaysAgo)
  if (walk.length > bought) {
    tell(customer, 'order_updated', { orderNumber: number, status }, updatedDaysAgo)
  }
  return { id, updatedDaysAgo }
}

/**
 * Orders bought for the customer, their statuses taken in turn across all customers
 * (`orderCount`) so that every one shows; each comes from its purchase request, paid and bought
 * in full, and one cancelled by staff is refunded in full to the wallet.
 */
function drawOrders(customer: Customer, orderCount: { next: number }) {
  const { random } = customer
  for (let count = random.int(1, 3); count > 0; count--) {
    const status = BOUGHT_ORDER_STATUSES[orderCount.next++ % BOUGHT_ORDER_STATUSES.length]
    const items = [random.pick(ITEMS), ...(random.chance(0.3) ? [random.pick(ITEMS)] : [])]
    const askedDaysAgo = random.int(8, 58)
    const request = newPurchaseRequest(customer, 'purchased', items, askedDaysAgo)
    const order = newOrder(
      customer,
      status,
      items,
      request.totalCents,
      askedDaysAgo - 3,
      request.id
    )
    if (status === 'cancelled') {
      refundPurchase(customer, request, order.updatedDaysAgo, 'Order cancelled')
    }
  }
}

type DrawnRequest = { id: number; invoiceId: number | null; totalCents: number }

/** A purchase request's whole invoice goes back to the wallet, `daysAgo`. */
function refundPurchase(
  customer: Customer,
  request: DrawnRequest,
  daysAgo: number,
  reason: string
) {
  const invoiceRow = customer.rows.invoices.find((row) => row.id === request.invoiceId)!
  invoiceRow.status = 'refunded'
  invoiceRow.refunded_cents = request.totalCents
  customer.rows.purchase_requests.find((row) => row.id === request.id)!.refunded_cents =
    request.totalCents
  customer.ledger.push({
    daysAgo,
    row: {
      type: 'refund',
      amount_cents: request.totalCents,
      invoice_id: request.invoiceId,
      reason,
    },
  })
}

/**
 * A purchase request for `items`, asked `askedDaysAgo`, at `status`: quoted the next day, accepted
 * and paid the day after, bought (or not) the day after that; its invoice lines add up to the
 * quote.
 */
function newPurchaseRequest(
  customer: Customer,
  status: (typeof PURCHASE_REQUEST_STATUSES)[number],
  items: (typeof ITEMS)[number][],
  askedDaysAgo: number
): DrawnRequest {
  const { rows, nextId, at, random } = customer
  const storeState = random.pick(STORE_STATES)
  const id = nextId('purchase_requests')
  const quoted = status !== 'submitted'
  const paid = ['paid', 'purchased', 'not_purchased'].includes(status)
  const itemsCents = items.reduce((sum, item) => sum + item.cents, 0)
  const quote = quoteFor(itemsCents, storeState, random.pick([0, 599, 899]))
  const bill = quoted
    ? invoice(
        customer,
        'purchase_request',
        id,
        // As the quote leaves them out: no line for a tax or a shipping that is nothing.
        purchaseInvoiceLines(
          customer.locale,
          items.map((item) => ({ quantity: 1, name: item.name, costCents: item.cents })),
          quote,
          storeState
        ).filter((line) => line.amountCents > 0),
        askedDaysAgo - 1,
        paid ? askedDaysAgo - 2 : null
      )
    : null
  rows.purchase_requests.push({
    id,
    user_id: customer.userId,
    status,
    store_state: storeState,
    notes: random.chance(0.5) ? 'Please keep the original box' : null,
    items_cents: itemsCents,
    fee_cents: quoted ? quote.feeCents : null,
    sales_tax_cents: quoted ? quote.salesTaxCents : null,
    domestic_shipping_cents: quoted ? quote.domesticShippingCents : null,
    refunded_cents: 0,
    invoice_id: bill?.id ?? null,
    quoted_at: quoted ? at(askedDaysAgo - 1) : null,
    accepted_at: quoted && status !== 'quoted' ? at(askedDaysAgo - 2) : null,
    paid_at: paid ? at(askedDaysAgo - 2, 1) : null,
    purchased_at: ['purchased', 'not_purchased'].includes(status) ? at(askedDaysAgo - 3) : null,
    created_at: at(askedDaysAgo),
    updated_at: at(askedDaysAgo - 3),
  })
  for (const item of items) {
    rows.purchase_request_items.push({
      id: nextId('purchase_request_items'),
      purchase_request_id: id,
      url: item.url,
      name: item.name,
      options: null,
      quantity: 1,
      unit_price_cents: item.cents,
      bought: status === 'purchased' ? true : status === 'not_purchased' ? false : null,
    })
  }
  if (status === 'expired') {
    const voided = rows.invoices.at(-1)!
    voided.status = 'void'
    voided.voided_at = at(askedDaysAgo - 1 - UNPAID_QUOTE_EXPIRY.days)
  }
  return { id, invoiceId: bill?.id ?? null, totalCents: bill?.totalCents ?? 0 }
}

/** Purchase requests at every step; a paid one that could not be bought goes back to the wallet. */
function drawPurchaseRequests(customer: Customer) {
  const { random } = customer
  for (let count = random.int(0, 2); count > 0; count--) {
    // Most requests that are paid end up bought: purchased twice as likely as each other step.
    const status = random.pick([...PURCHASE_REQUEST_STATUSES, 'purchased'] as const)
    const item = random.pick(ITEMS)
    // A quote still waiting for payment is younger than its expiry, an expired one older.
    const [fewestDays, mostDays] =
      status === 'quoted' || status === 'accepted'
        ? [2, UNPAID_QUOTE_EXPIRY.days]
        : [status === 'expired' ? UNPAID_QUOTE_EXPIRY.days + 2 : 4, 50]
    const askedDaysAgo = random.int(fewestDays, mostDays)
    const request = newPurchaseRequest(customer, status, [item], askedDaysAgo)
    if (status === 'purchased') {
      // Bought more than a week ago: it has reached the customer since.
      const placedDaysAgo = askedDaysAgo - 3
      const delivered = placedDaysAgo >= 8
      const order = newOrder(
        customer,
        delivered ? 'delivered' : 'fulfilled',
        [item],
        request.totalCents,
        placedDaysAgo,
        request.id
      )
      if (delivered) {
        drawReturn(
          customer,
          order.id,
          { id: request.invoiceId!, totalCents: request.totalCents },
          order.updatedDaysAgo
        )
      }
    }
    if (status === 'not_purchased') {
      refundPurchase(
        customer,
        request,
        askedDaysAgo - 3,
        'Purchase assistance: items the store could not sell us'
      )
    }
  }
}

/** Sometimes a top-up; then the wallet, when its ledger has anything, each balance after the last. */
function drawWallet(customer: Customer) {
  const { rows, nextId, at, random, ledger } = customer
  if (random.chance(0.6)) {
    const amountCents = random.pick([50, 100, 150, 250, 300]) * 100
    const daysAgo = random.int(5, 58)
    const paymentId = nextId('payments')
    rows.payments.push({
      id: paymentId,
      user_id: customer.userId,
      invoice_id: null,
      purpose: 'top_up',
      method: 'card',
      amount_cents: amountCents,
      card_brand: 'visa',
      card_last4: random.digits(4),
      gateway_reference: `sandbox_${random.code(16).toLowerCase()}`,
      created_at: at(daysAgo),
      updated_at: at(daysAgo),
    })
    ledger.push({
      daysAgo,
      row: { type: 'deposit', amount_cents: amountCents, payment_id: paymentId },
    })
  }
  if (!ledger.length) return
  const walletId = nextId('wallets')
  let balanceCents = 0
  for (const { daysAgo, row, returnId } of ledger.sort((a, b) => b.daysAgo - a.daysAgo)) {
    balanceCents += Number(row.amount_cents)
    const transactionId = nextId('wallet_transactions')
    if (returnId !== undefined) {
      rows.return_requests.find((request) => request.id === returnId)!.wallet_transaction_id =
        transactionId
    }
    rows.wallet_transactions.push({
      id: transactionId,
      wallet_id: walletId,
      status: 'completed',
      balance_after_cents: balanceCents,
      created_at: at(daysAgo),
      ...row,
    })
    tell(customer, 'wallet_update', { transactionId }, daysAgo)
  }
  rows.wallets.push({
    id: walletId,
    user_id: customer.userId,
    balance_cents: balanceCents,
    created_at: at(customer.joined),
    updated_at: at(ledger[ledger.length - 1].daysAgo),
  })
}

/** Visits: page views, clicks and the shipping-request funnel, in the customer's language. */
function drawVisits(customer: Customer) {
  const { rows, nextId, at, random, userId, locale } = customer
  const [screenSize, viewportSize] = random.pick(SCREENS)
  for (let count = random.int(1, 4); count > 0; count--) {
    const sessionId = random.code(24).toLowerCase()
    const startDaysAgo = random.int(0, 59)
    const events: Row[] = []
    for (let step = 0; step < random.int(2, 6); step++) {
      const page = pathFor(random.pick(PAGES), locale)
      const minutes = step * random.int(1, 4)
      const base = {
        session_id: sessionId,
        user_id: userId,
        occurred_at: at(startDaysAgo, minutes / 60),
        page,
        created_at: at(startDaysAgo, minutes / 60),
      }
      events.push({ ...base, event_type: 'page_view' })
      if (random.chance(0.6)) {
        events.push({
          ...base,
          event_type: 'click',
          element_id: random.pick(['ship-now', 'top-up', 'track', 'menu']),
          element_type: 'button',
          x: random.int(40, 1200),
          y: random.int(80, 700),
        })
      }
    }
    if (random.chance(0.4)) {
      const page = pathFor('packages', locale)
      const base = { session_id: sessionId, user_id: userId, page, event_type: 'conversion' }
      events.push({
        ...base,
        goal: 'shipping_request_started',
        metadata: JSON.stringify({ goal: 'shipping_request_started' }),
        occurred_at: at(startDaysAgo, 0.4),
        created_at: at(startDaysAgo, 0.4),
      })
      if (random.chance(0.6)) {
        const packageId = random.pick(customer.packageIds)
        events.push({
          ...base,
          goal: 'shipping_request_completed',
          metadata: JSON.stringify({
            goal: 'shipping_request_completed',
            packageId,
            value: random.int(30, 120),
          }),
          occurred_at: at(startDaysAgo, 0.45),
          created_at: at(startDaysAgo, 0.45),
        })
      }
    }
    for (const event of events) {
      rows.analytics_events.push({
        id: nextId('analytics_events'),
        event_id: `${sessionId}-${rows.analytics_events.length}`,
        ...event,
      })
    }
    const goals = events.flatMap((event) => (event.goal ? [event.goal] : []))
    rows.analytics_sessions.push({
      id: nextId('analytics_sessions'),
      session_id: sessionId,
      user_id: userId,
      started_at: at(startDaysAgo),
      ended_at: at(startDaysAgo, 0.5),
      page_views: events.filter((event) => event.event_type === 'page_view').length,
      interactions: events.filter((event) => event.event_type !== 'page_view').length,
      conversion_goals: JSON.stringify(goals),
      user_agent: random.pick(BROWSERS),
      screen_size: screenSize,
      viewport_size: viewportSize,
      created_at: at(startDaysAgo, 0.5),
    })
  }
}

/** Everything the fifty customers did, as rows of each table, in the order they are written. */
async function drawWorld(trx: TransactionClientContract, staffId: number) {
  const random = seededRandom(20_260_101)
  const now = DateTime.utc().startOf('hour')
  /* Each customer keeps their own hours (`clock`, minutes before now). Nothing is dated after now. */
  let clock = 0
  const world = {
    random,
    staffId,
    rows: Object.fromEntries(TABLES.map((table) => [table, [] as Row[]])) as Tables,
    nextId: await idsAfterLast(trx, TABLES),
    at: (daysAgo: number, hoursLater = 0) =>
      DateTime.min(
        now,
        now.minus({ days: daysAgo, minutes: clock }).plus({ hours: hoursLater })
      ).toSQL({ includeOffset: false }),
    setClock: (minutes: number) => (clock = minutes),
  }
  const suites = await trx.from('users').whereNotNull('customer_id').select('customer_id')
  const takenSuites = new Set(suites.map((user) => user.customer_id))
  const password = await hash.use('scrypt').make(PASSWORD)
  const orderCount = { next: 0 }

  for (const person of WORLD_CUSTOMERS) {
    const customer = drawAccount(world, person, takenSuites, password)
    drawPackagesInStorage(customer)
    drawShipments(customer)
    drawOrders(customer, orderCount)
    drawPurchaseRequests(customer)
    drawWallet(customer)
    drawVisits(customer)
  }
  return world.rows
}

export default class WorldCustomersSeeder extends BaseSeeder {
  async run() {
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email)
    const staff = await User.query()
      .where('email', DEMO_ACCOUNTS.find((account) => account.role === 'staff')!.email)
      .first()
    // Not the demo database, or these customers (or real ones) are there already.
    const otherCustomer = await User.query()
      .where('role', 'customer')
      .whereNotIn('email', demoEmails)
      .first()
    if (!staff || otherCustomer) return
    await db.transaction(async (trx) => {
      await insertAll(trx, await drawWorld(trx, staff.id))
      // The orders went in as rows, past the model that counts them.
      await recountOrders(trx)
    })
  }
}
