import { lazy } from 'react'
import { Route } from 'react-router'

const FailedJobList = lazy(() => import('./list'))

export const routes = [<Route key="jobs" path="jobs" element={<FailedJobList />} />]
