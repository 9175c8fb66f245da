import { lazy } from 'react'
import { Route } from 'react-router'
import { AdminOnly } from '../../shared/AdminOnly'

const ReportsPage = lazy(() => import('./list'))

export const routes = [
  <Route
    key="reports"
    path="reports"
    element={
      <AdminOnly resource="reports" action="list">
        <ReportsPage />
      </AdminOnly>
    }
  />,
]
