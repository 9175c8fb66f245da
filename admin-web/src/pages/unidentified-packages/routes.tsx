import { lazy } from 'react'
import { Route } from 'react-router'

const UnidentifiedList = lazy(() => import('./list'))
const UnidentifiedShow = lazy(() => import('./show'))

export const routes = [
  <Route key="unidentified-packages" path="unidentified-packages">
    <Route index element={<UnidentifiedList />} />
    <Route path=":id" element={<UnidentifiedShow />} />
  </Route>,
]
