/**
 * Demo returns: on the demo customers' delivered shipments still inside the return window, one
 * return just requested and one taken all the way to its refund (70% back to the wallet). They
 * go through the same services as the API. Runs after the parcels seeder, once.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DateTime } from 'luxon'
import User from '#models/user'
import Shipment from '#models/shipment'
import ReturnRequest from '#models/return_request'
import {
  approveReturn,
  inspectReturn,
  markShippedBack,
  refundReturn,
  requestReturn,
} from '#services/returns/returns'
import { REQUEST_WINDOW_DAYS } from '#domain/returns'

const REASONS: Record<string, string> = {
  en: 'The speaker arrived with a cracked grille.',
  es: 'El altavoz llegó con la rejilla rota.',
  ar: 'وصل مكبر الصوت وشبكته مكسورة.',
}

export default class ReturnsSeeder extends BaseSeeder {
  async run() {
    if (await ReturnRequest.query().first()) return
    const shipments = await Shipment.query()
      .where('status', 'delivered')
      .where(
        'delivered_at',
        '>',
        DateTime.utc()
          .minus({ days: REQUEST_WINDOW_DAYS - 1 })
          .toSQL({ includeOffset: false })
      )
      .whereIn('user_id', (customers) =>
        customers.from('users').select('id').where('role', 'customer').whereNotNull('customer_id')
      )
      .orderBy('user_id')
      .limit(2)

    for (const [index, shipment] of shipments.entries()) {
      const customer = await User.findOrFail(shipment.userId)
      const request = await requestReturn(customer, {
        shipmentNumber: shipment.number,
        reason: REASONS[customer.locale] ?? REASONS.en,
      })
      if (index === 0) continue
      await approveReturn(request.id)
      await markShippedBack(request.id, `1Z999AA1${shipment.id}0458`)
      await inspectReturn(
        request.id,
        'Grille cracked as described; speaker works. Refund approved.'
      )
      await refundReturn(request.id)
    }
  }
}
