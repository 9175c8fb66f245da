import { FormattedMessage } from 'react-intl'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { useContentCategory, useRouteSlug } from '../../routing/contentRoute'
import { BackToBlog, BlogCategoryNav, PostList } from './BlogParts'
import '../../ui/content.css'

export default function BlogCategoryPage({ slug: slugProp }: { slug?: string }) {
  const slug = useRouteSlug(slugProp)
  const { category, name } = useContentCategory('/api/blog/categories', slug)
  usePageTitle('blog.category.title', { name })

  return (
    <div className="content-page content-narrow">
      <BackToBlog />
      <PageHeading lead={category?.description ?? undefined}>
        <FormattedMessage id="blog.category.heading" values={{ name }} />
      </PageHeading>
      <BlogCategoryNav current={slug} />
      <PostList category={slug} />
    </div>
  )
}
