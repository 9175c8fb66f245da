/** Shared by the warehouse's browser tests: parcels made through the API, and CSV files read back. */
import { staffAndCustomer } from '#tests/helpers/auth'
import { destination, readyPackage, receive } from '#tests/functional/parcels/helpers'

/**
 * A new customer's parcels as the apps make them: one in storage, and two declared and asked to
 * ship together (the ship request's number is returned).
 */
export async function parcelsAndShipRequest() {
  const { staff, user, customer } = await staffAndCustomer()
  const stored = await receive(staff, user.customerId!, { sender: 'Target' })
  const shoes = await readyPackage(staff, customer, user.customerId!, { sender: 'Nike' })
  const books = await readyPackage(staff, customer, user.customerId!, { sender: 'Powell’s' })
  const requested = await customer.post('/api/shipments', {
    packageNumbers: [shoes.number, books.number],
    service: 'fedex_international_economy',
    address: destination,
  })
  if (requested.status !== 201) throw new Error(`ship request failed: ${requested.status}`)
  return {
    staff,
    customer,
    stored,
    packages: [shoes, books],
    shipment: requested.body.number as string,
  }
}

/** The cells of an RFC 4180 CSV file, quoted fields included. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')])
      row = []
      cell = ''
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}
