import { lazy } from 'react'
import { Route } from 'react-router'
import { AdminOnly } from '../../shared/AdminOnly'

const LedgerList = lazy(() => import('./list'))
const LedgerShow = lazy(() => import('./show'))

export const routes = [
  <Route key="wallet-transactions" path="wallet-transactions">
    <Route
      index
      element={
        <AdminOnly resource="wallet-transactions" action="list">
          <LedgerList />
        </AdminOnly>
      }
    />
    <Route
      path=":id"
      element={
        <AdminOnly resource="wallet-transactions" action="show">
          <LedgerShow />
        </AdminOnly>
      }
    />
  </Route>,
]
