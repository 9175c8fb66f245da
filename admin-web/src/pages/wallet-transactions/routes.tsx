import { lazy } from 'react'
import { Route } from 'react-router'

const LedgerList = lazy(() => import('./list'))
const LedgerShow = lazy(() => import('./show'))

export const routes = [
  <Route key="wallet-transactions" path="wallet-transactions">
    <Route index element={<LedgerList />} />
    <Route path=":id" element={<LedgerShow />} />
  </Route>,
]
