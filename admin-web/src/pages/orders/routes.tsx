import { lazy } from 'react'
import { Route } from 'react-router'

const OrderList = lazy(() => import('./list'))
const OrderShow = lazy(() => import('./show'))

export const routes = [
  <Route key="orders" path="orders">
    <Route index element={<OrderList />} />
    <Route path=":id" element={<OrderShow />} />
  </Route>,
]
