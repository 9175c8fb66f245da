/**
 * Background jobs that used up their retries, whichever queue engine ran them: recorded when the
 * last attempt fails, listed for staff, and sent back to the queue as they were dispatched.
 */
import { DateTime } from 'luxon'
import { JobBatchDispatcher } from '@adonisjs/queue'
import FailedJob from '#models/failed_job'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { DomainError } from '#exceptions/domain_error'

export type JobFailure = {
  job: string
  queue: string
  payload: unknown
  error: Error
  attempts: number
}

export async function recordFailure(failure: JobFailure) {
  // The queue wraps the last attempt's error in its own "maximum retries" one: staff need the first.
  const error = failure.error.cause instanceof Error ? failure.error.cause : failure.error
  await FailedJob.create({
    job: failure.job,
    queue: failure.queue,
    payload: JSON.stringify(failure.payload),
    error: error.message || error.name,
    attempts: failure.attempts,
    failedAt: DateTime.utc(),
  })
}

export const FAILED_JOB_LIST: ListDefinition = {
  sorts: columnsOf('failedAt', 'job', 'id'),
  defaultSort: 'failedAt',
  filterColumns: columnsOf('job'),
}

export function listFailedJobs(params: ListParams<string>) {
  return listPage(applyListFilters(FailedJob.query(), params, FAILED_JOB_LIST), params)
}

/*
 * Back on its queue with the same input and a fresh count of retries; the record goes (a new
 * one appears if it fails again). The job itself skips what was already done.
 */
export async function retryFailedJob(id: number) {
  const failed = await FailedJob.find(id)
  if (!failed) throw new DomainError(404, 'errors.notFound')
  await new JobBatchDispatcher(failed.job, [failed.input]).toQueue(failed.queue).run()
  await failed.delete()
  return failed
}
