import { lazy } from 'react'
import { Route } from 'react-router'

const Inbox = lazy(() => import('./list'))

export const routes = [<Route key="inbox" path="inbox" element={<Inbox />} />]
