import { lazy } from 'react'
import { Route } from 'react-router'

const NotificationList = lazy(() => import('./list'))
const NotificationCreate = lazy(() => import('./create'))

export const routes = [
  <Route key="notifications" path="notifications">
    <Route index element={<NotificationList />} />
    <Route path="create" element={<NotificationCreate />} />
  </Route>,
]
