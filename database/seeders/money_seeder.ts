/**
 * Demo money: for each demo customer, a wallet with history (a card top-up,
 * an invoice paid from it, a partial refund, a withdrawal request for the
 * first one) and invoices paid by wallet, paid by card, and waiting for
 * payment. Everything goes through the same services as the API, then the
 * dates are moved back so the history reads like the last few weeks.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { demoCustomers } from '#database/seeders/main_seeder'
import Wallet from '#models/wallet'
import type Invoice from '#models/invoice'
import { raiseInvoice, type InvoiceLineInput } from '#services/money/invoicing'
import { moneyTransaction } from '#services/money/ledger'
import { payInvoiceFromWallet, refundInvoice, requestWithdrawal } from '#services/money/payments'
import {
  chargeInvoice,
  chargeTopUp,
  payInvoiceByCard,
  recordTopUp,
} from '#services/money/card_charges'

const DEMO_CARD = { number: '4242424242424242', expiry: '12/30', cvv: '123' }

/* Invoice lines are written in the customer's language, as the services that raise them do. */
const LINES = {
  en: {
    shipping: 'International Priority, 7.5 lb to your address',
    insurance: 'Insurance up to $300',
    storage: 'Storage, 4 days past the free 30',
    item: 'Wireless headphones (black), 1 ×',
    fee: 'Purchase assistance fee (8%)',
    tax: 'California sales tax',
    domestic: 'Store shipping to our warehouse',
    refund: 'Consolidation made the box smaller: difference returned',
  },
  es: {
    shipping: 'International Priority, 7,5 lb a tu dirección',
    insurance: 'Seguro hasta $300',
    storage: 'Almacenamiento, 4 días después de los 30 gratis',
    item: 'Audífonos inalámbricos (negros), 1 ×',
    fee: 'Comisión de asistencia de compra (8%)',
    tax: 'Impuesto sobre las ventas de California',
    domestic: 'Envío de la tienda a nuestro almacén',
    refund: 'La consolidación redujo la caja: se devuelve la diferencia',
  },
  ar: {
    shipping: 'الشحن الدولي ذو الأولوية، 7.5 رطل إلى عنوانك',
    insurance: 'تأمين حتى 300 دولار',
    storage: 'تخزين، 4 أيام بعد الثلاثين يومًا المجانية',
    item: 'سماعات لاسلكية (سوداء)، 1 ×',
    fee: 'رسوم المساعدة في الشراء (8%)',
    tax: 'ضريبة المبيعات في كاليفورنيا',
    domestic: 'شحن المتجر إلى مستودعنا',
    refund: 'قلّل التجميع حجم الصندوق: أُعيد الفرق',
  },
}

const daysAgo = (days: number) => DateTime.utc().minus({ days }).toSQL({ includeOffset: false })

export async function seedMoney(customers: User[]) {
  for (const [index, customer] of customers.entries()) {
    const words = LINES[(customer.locale as keyof typeof LINES) ?? 'en'] ?? LINES.en
    const raise = (lines: InvoiceLineInput[]) =>
      raiseInvoice({ userId: customer.id, subjectType: null, subjectId: null, lines })

    const charged = await chargeTopUp(customer.id, 250_00, DEMO_CARD)
    const { transaction: deposit } = await moneyTransaction((trx) => recordTopUp(charged, trx))

    const shipped = await raise([
      { kind: 'shipping', description: words.shipping, amountCents: 68_40 },
      { kind: 'insurance', description: words.insurance, amountCents: 4_50 },
    ])
    await moneyTransaction((trx) => payInvoiceFromWallet(customer.id, shipped.number, trx))

    const purchase = await raise([
      { kind: 'purchase_item', description: words.item, amountCents: 120_00 },
      { kind: 'purchase_fee', description: words.fee, amountCents: 9_60 },
      { kind: 'sales_tax', description: words.tax, amountCents: 8_70 },
      { kind: 'domestic_shipping', description: words.domestic, amountCents: 5_99 },
    ])
    const paidByCard = await chargeInvoice(customer.id, purchase.number, DEMO_CARD)
    await moneyTransaction((trx) => payInvoiceByCard(paidByCard, trx))

    const { transaction: refund } = await moneyTransaction((trx) =>
      refundInvoice(
        { number: shipped.number, amountCents: 12_00, reason: words.refund, adminId: null },
        trx
      )
    )

    const unpaid = await raise([
      { kind: 'shipping', description: words.shipping, amountCents: 54_25 },
      { kind: 'storage', description: words.storage, amountCents: 2_00 },
    ])

    await backdate(shipped, 21)
    await backdate(purchase, 12)
    await backdate(unpaid, 1)
    await db
      .from('wallet_transactions')
      .where('id', deposit.id)
      .update({ created_at: daysAgo(24) })
    await db
      .from('wallet_transactions')
      .where('invoice_id', shipped.id)
      .where('type', 'payment')
      .update({ created_at: daysAgo(20) })
    await db
      .from('wallet_transactions')
      .where('id', refund.id)
      .update({ created_at: daysAgo(6) })

    if (index === 0) {
      await moneyTransaction((trx) => requestWithdrawal(customer.id, 30_00, trx))
    }
  }
}

/** The invoice raised the day before `days` ago and, if paid, paid `days` ago, with its payments. */
async function backdate(invoice: Invoice, days: number) {
  const paid = await db.from('invoices').where('id', invoice.id).whereNotNull('paid_at').first()
  await db
    .from('invoices')
    .where('id', invoice.id)
    .update({ created_at: daysAgo(days + 1), ...(paid && { paid_at: daysAgo(days) }) })
  await db
    .from('payments')
    .where('invoice_id', invoice.id)
    .update({ created_at: daysAgo(days) })
}

export default class MoneySeeder extends BaseSeeder {
  async run() {
    if (await Wallet.query().first()) return
    const customers = await demoCustomers()
    await seedMoney(customers)
  }
}
