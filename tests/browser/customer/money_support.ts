import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expectOk } from '#tests/helpers/http'
import { SANDBOX_CARD, type Customer } from './support.js'

/** Shared by the payments and wallet browser tests: the sandbox's cards and the wallet through the API. */

export const DECLINED_CARD = '4000 0000 0000 0002'
export const NO_FUNDS_CARD = '4000 0000 0000 9995'

/** A top-up through the API, as another tab of the customer would make it. */
export async function topUp(customer: Customer, amountCents: number) {
  expectOk(
    await customer.agent.post(
      '/api/wallet/top-ups',
      { amountCents, card: SANDBOX_CARD },
      { 'idempotency-key': randomUUID() }
    ),
    201
  )
}

export async function balanceOf(customer: Customer): Promise<number> {
  return (await customer.agent.get('/api/wallet')).body.balanceCents
}

export async function fillCard(page: Page, card: { number: string; expiry: string; cvv: string }) {
  await page.getByLabel(/card number|número de tarjeta|رقم البطاقة/i).fill(card.number)
  await page.getByLabel(/expiry date|fecha de vencimiento|تاريخ انتهاء الصلاحية/i).fill(card.expiry)
  await page.getByLabel(/CVV/).fill(card.cvv)
}

/** Clicks twice within one frame, as a double click on a slow connection does. */
export async function clickTwice(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
}
