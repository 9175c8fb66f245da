import { MessageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { BlogCategoryNav, PostList } from './BlogParts'
import '../../ui/content.css'

export default function BlogPage() {
  usePageTitle('blog.title')
  return (
    <div className="content-page content-narrow">
      <MessageHeading titleId="blog.heading" leadId="blog.lead" />
      <BlogCategoryNav />
      <PostList />
    </div>
  )
}
