import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { forgetQueuedJobs } from '#tests/helpers/jobs'

/** Each test of the group starts on empty tables and queues, and fresh rate-limit counters. */
export function isolateEachTest(group: Group) {
  group.each.setup(async () => {
    await limiter.clear()
    await forgetQueuedJobs()
    const truncateAll = await testUtils.db().truncate()
    await truncateAll()
  })
}
