/**
 * Customs declarations: what is inside a package, line by line. The declared value is the sum
 * of the lines; a line naming a prohibited item is kept (the customer sees why) but flags the
 * package, which then cannot ship.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Package from '#models/package'
import CustomsLine from '#models/customs_line'
import { DomainError } from '#exceptions/domain_error'
import { prohibitedCategoryOf } from '#services/parcels/prohibited_items'
import { moneyTransaction } from '#services/money/ledger'
import type { GoodsCategory } from '#domain/parcels'

/** A line as customs read it: an English description, its HS 2022 subheading (6 digits), origin. */
export type DeclarationLine = {
  description: string
  quantity: number
  unitValueCents: number
  hsCode: string
  originCountry: string
  category?: GoodsCategory
}

/** One of the customer's own packages; anyone else's is "not found", never "forbidden". */
export async function findOwnPackage(user: User, number: string, trx?: TransactionClientContract) {
  const query = Package.query(trx ? { client: trx } : {})
    .where('number', number.toUpperCase())
    .where('user_id', user.id)
  if (trx) query.forUpdate()
  const pkg = await query.first()
  if (!pkg) throw new DomainError(404, 'parcels.packageNotFound', { number })
  return pkg
}

/*
 * Retried on a lock conflict: on MariaDB, declarations of neighbouring packages at once deadlock
 * on the gap locks of the old lines' delete and the new lines' insert, and nothing was written.
 */
export async function declareContents(user: User, number: string, lines: DeclarationLine[]) {
  return moneyTransaction(async (trx) => {
    const pkg = await findOwnPackage(user, number, trx)
    // Once a ship request includes it, its customs value is on the shipment: changes go through support.
    if (pkg.status !== 'received') {
      throw new DomainError(409, 'parcels.declarationLocked', { number: pkg.number })
    }

    await CustomsLine.query({ client: trx }).where('package_id', pkg.id).delete()
    const flagged = lines.map((line, position) => ({
      ...line,
      category: line.category ?? 'other',
      packageId: pkg.id,
      position,
      prohibitedCategory: prohibitedCategoryOf(line.description),
    }))
    await CustomsLine.createMany(flagged, { client: trx })

    pkg.declaredValueCents = lines.reduce(
      (sum, line) => sum + line.quantity * line.unitValueCents,
      0
    )
    pkg.hasProhibitedItems = flagged.some((line) => line.prohibitedCategory !== null)
    pkg.declaredAt = DateTime.utc()
    await pkg.save()
    return pkg
  })
}
