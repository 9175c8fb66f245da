import { lazy } from 'react'
import { Route } from 'react-router'

const CommentModeration = lazy(() => import('./list'))

export const routes = [<Route key="comments" path="comments" element={<CommentModeration />} />]
