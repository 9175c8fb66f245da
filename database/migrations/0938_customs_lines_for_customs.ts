import { BaseSchema } from '@adonisjs/lucid/schema'
import { LATIN_TEXT } from '#domain/parcels'
import { hsSubheading, normalizeHsCode } from '#domain/harmonized_system'

/*
 * Customs lines now carry what customs read: an English description and a Harmonized System 2022
 * subheading of six digits. Codes written with dots or a national suffix ("3304.99",
 * "6404.11.90") become their six digits; one the HS 2022 does not have is cleared. A package still
 * in storage whose lines customs could not read (no code, a description in another script) is
 * marked undeclared, so its customer is asked to declare it again before it can ship; the lines
 * stay, to start from.
 */
export default class extends BaseSchema {
  protected tableName = 'customs_lines'

  async up() {
    this.defer(async (db) => {
      const lines: { package_id: number; description: string; hs_code: string | null }[] = await db
        .from(this.tableName)
        .select('package_id', 'description', 'hs_code')

      const codes = new Map<string, string | null>()
      for (const { hs_code: written } of lines) {
        if (written === null || codes.has(written)) continue
        const six = normalizeHsCode(written.replace(/[\s.]/g, '').slice(0, 6))
        codes.set(written, six && hsSubheading(six) ? six : null)
      }
      for (const [written, six] of codes) {
        if (written !== six) {
          await db.from(this.tableName).where('hs_code', written).update({ hs_code: six })
        }
      }

      const unreadable = new Set(
        lines
          .filter(
            (line) =>
              line.hs_code === null ||
              codes.get(line.hs_code) === null ||
              !LATIN_TEXT.test(line.description)
          )
          .map((line) => line.package_id)
      )
      const ids = [...unreadable]
      for (let at = 0; at < ids.length; at += 500) {
        await db
          .from('packages')
          .whereIn('id', ids.slice(at, at + 500))
          .where('status', 'received')
          .update({ declared_at: null })
      }
    })
  }

  /* The six digits are valid codes as they were; nothing to undo. */
  async down() {}
}
