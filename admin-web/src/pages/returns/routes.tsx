import { lazy } from 'react'
import { Route } from 'react-router'

const ReturnList = lazy(() => import('./list'))
const ReturnShow = lazy(() => import('./show'))

export const routes = [
  <Route key="returns" path="returns">
    <Route index element={<ReturnList />} />
    <Route path=":id" element={<ReturnShow />} />
  </Route>,
]
