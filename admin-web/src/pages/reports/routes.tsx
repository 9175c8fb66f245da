import { lazy } from 'react'
import { Route } from 'react-router'

const ReportsPage = lazy(() => import('./list'))

export const routes = [<Route key="reports" path="reports" element={<ReportsPage />} />]
