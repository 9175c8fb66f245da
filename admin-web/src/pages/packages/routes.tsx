import { lazy } from 'react'
import { Route } from 'react-router'

const PackageList = lazy(() => import('./list'))
const PackageCreate = lazy(() => import('./create'))
const PackageShow = lazy(() => import('./show'))
const PackageEdit = lazy(() => import('./edit'))

export const routes = [
  <Route key="packages" path="packages">
    <Route index element={<PackageList />} />
    <Route path="create" element={<PackageCreate />} />
    <Route path=":id" element={<PackageShow />} />
    <Route path=":id/edit" element={<PackageEdit />} />
  </Route>,
]
