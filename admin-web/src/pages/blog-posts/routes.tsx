import { lazy } from 'react'
import { Route } from 'react-router'

const BlogPostList = lazy(() => import('./list'))
const BlogPostCreate = lazy(() => import('./create'))
const BlogPostEdit = lazy(() => import('./edit'))

export const routes = [
  <Route key="blog-posts" path="blog-posts">
    <Route index element={<BlogPostList />} />
    <Route path="create" element={<BlogPostCreate />} />
    <Route path=":id/edit" element={<BlogPostEdit />} />
  </Route>,
]
