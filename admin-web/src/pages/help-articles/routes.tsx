import { lazy } from 'react'
import { Route } from 'react-router'

const HelpArticleList = lazy(() => import('./list'))
const HelpArticleCreate = lazy(() => import('./create'))
const HelpArticleEdit = lazy(() => import('./edit'))

export const routes = [
  <Route key="help-articles" path="help-articles">
    <Route index element={<HelpArticleList />} />
    <Route path="create" element={<HelpArticleCreate />} />
    <Route path=":id/edit" element={<HelpArticleEdit />} />
  </Route>,
]
