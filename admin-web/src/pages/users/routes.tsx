import { lazy } from 'react'
import { Route } from 'react-router'

const UserList = lazy(() => import('./list'))
const UserShow = lazy(() => import('./show'))
const UserEdit = lazy(() => import('./edit'))

export const routes = [
  <Route key="users" path="users">
    <Route index element={<UserList />} />
    <Route path=":id" element={<UserShow />} />
    <Route path=":id/edit" element={<UserEdit />} />
  </Route>,
]
