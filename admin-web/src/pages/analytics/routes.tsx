import { lazy } from 'react'
import { Route } from 'react-router'

const AnalyticsPage = lazy(() => import('./list'))

export const routes = [<Route key="analytics" path="analytics" element={<AnalyticsPage />} />]
