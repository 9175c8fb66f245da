import { lazy } from 'react'
import { Route } from 'react-router'

const InvoiceList = lazy(() => import('./list'))
const InvoiceShow = lazy(() => import('./show'))

export const routes = [
  <Route key="invoices" path="invoices">
    <Route index element={<InvoiceList />} />
    <Route path=":id" element={<InvoiceShow />} />
  </Route>,
]
