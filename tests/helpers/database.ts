import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { forgetEveryone } from '#services/accounts/signed_in_users'
import { forgetQueuedJobs } from '#tests/helpers/jobs'

/**
 * Each test of the group starts on empty tables and queues, fresh rate-limit counters and nothing
 * remembered of signed-in users (truncating reuses their ids behind the app's back).
 */
export function isolateEachTest(group: Group) {
  group.each.setup(async () => {
    await limiter.clear()
    forgetEveryone()
    await forgetQueuedJobs()
    const truncateAll = await testUtils.db().truncate()
    await truncateAll()
  })
}
