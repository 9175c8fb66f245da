import { lazy } from 'react'
import { Route } from 'react-router'

const PurchaseRequestList = lazy(() => import('./list'))
const PurchaseRequestShow = lazy(() => import('./show'))

export const routes = [
  <Route key="purchase-requests" path="purchase-requests">
    <Route index element={<PurchaseRequestList />} />
    <Route path=":id" element={<PurchaseRequestShow />} />
  </Route>,
]
