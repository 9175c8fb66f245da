import { BaseSchema } from '@adonisjs/lucid/schema'
import drive from '@adonisjs/drive/services/main'

/*
 * Claim proofs are customers' private documents: those uploaded while they were kept on the
 * public disk (served under /uploads) move to the private one, under the same paths.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const claims = await db.from('package_claims').select('proof_path', 'proof_content_type')
      for (const claim of claims) {
        const path: string = claim.proof_path
        if (!(await drive.use('fs').exists(path))) continue
        await drive.use('private').put(path, await drive.use('fs').getBytes(path), {
          contentType: claim.proof_content_type,
        })
        await drive.use('fs').delete(path)
      }
    })
  }
}
