import vine from '@vinejs/vine'
import { INVOICE_STATUSES } from '#models/invoice'
import { INVOICE_SORTS } from '#services/invoicing'
import type { ListParams } from '#services/lists'
import type { I18n } from '@adonisjs/i18n'
import { cardSchema, MoneyMessagesProvider } from '#validators/rules/card'

export const payInvoiceValidator = vine.create(
  vine.object({}).merge(
    vine.group([
      vine.group.if((data) => data.method === 'card', {
        method: vine.literal('card'),
        card: cardSchema(),
      }),
      vine.group.else({
        method: vine.literal('wallet'),
      }),
    ])
  )
)

export const refundValidator = vine.create({
  amountCents: vine.number().withoutDecimals().min(1).max(100_000_000),
  reason: vine.string().trim().minLength(3).maxLength(500),
})

/** The largest page a list returns, whatever `_end` asks. */
export const MAX_PAGE_SIZE = 100

/**
 * A list query in refine's simple-rest shape: `_start`, `_end` (exclusive),
 * `_sort`, `_order`, and `field=value` filters (a repeated key means "any of").
 */
export function listQueryValidator<Sort extends string>(
  sorts: readonly Sort[],
  filters: Record<string, readonly string[]>
) {
  const filterFields = Object.fromEntries(
    Object.entries(filters).map(([name, values]) => [
      name,
      vine.array(vine.enum(values)).optional(),
    ])
  )
  const validator = vine.create({
    _start: vine.number().withoutDecimals().min(0).optional(),
    _end: vine.number().withoutDecimals().min(0).optional(),
    _sort: vine.enum(sorts).optional(),
    _order: vine.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
    ...filterFields,
  })

  return {
    async validate(query: Record<string, unknown>, i18n: I18n): Promise<ListParams<Sort>> {
      const data = { ...query }
      for (const name of Object.keys(filters)) {
        if (data[name] !== undefined && !Array.isArray(data[name])) data[name] = [data[name]]
      }
      const {
        _start: start = 0,
        _end: requestedEnd,
        _sort: sort = 'createdAt',
        _order: order = 'desc',
        ...chosen
      } = (await validator.validate(data, {
        messagesProvider: new MoneyMessagesProvider(i18n),
      })) as Record<string, any>
      const end = Math.min(requestedEnd ?? start + 25, start + MAX_PAGE_SIZE)
      return {
        start,
        end: Math.max(end, start),
        sort,
        order: order.toLowerCase(),
        filters: chosen,
      }
    },
  }
}

export const invoiceListValidator = listQueryValidator(INVOICE_SORTS, { status: INVOICE_STATUSES })
