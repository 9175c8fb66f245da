import { FormattedMessage } from 'react-intl'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { BlogCategoryNav, PostList } from './BlogParts'
import '../../ui/content.css'

export default function BlogPage() {
  usePageTitle('blog.title')
  return (
    <div className="content-page content-narrow">
      <PageHeading lead={<FormattedMessage id="blog.lead" />}>
        <FormattedMessage id="blog.heading" />
      </PageHeading>
      <BlogCategoryNav />
      <PostList />
    </div>
  )
}
