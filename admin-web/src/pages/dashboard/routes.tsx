import { lazy } from 'react'
import { Route } from 'react-router'

const DashboardPage = lazy(() => import('./list'))

export const routes = [<Route key="dashboard" index element={<DashboardPage />} />]
