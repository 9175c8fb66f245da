import { lazy } from 'react'
import { Route } from 'react-router'

const ShipmentList = lazy(() => import('./list'))
const ShipmentShow = lazy(() => import('./show'))

export const routes = [
  <Route key="shipments" path="shipments">
    <Route index element={<ShipmentList />} />
    <Route path=":id" element={<ShipmentShow />} />
  </Route>,
]
