import { FormattedMessage } from 'react-intl'
import { EmptyState, PageHeading, QueryView, TitledSection } from '../../ui'
import { useQuery } from '../../api/query'
import { usePageTitle } from '../../routing/usePageTitle'
import { useContentCategory, useRouteSlug } from '../../routing/contentRoute'
import type { HelpArticleSummary } from '../../api/content'
import { HelpSearchForm } from './HelpSearchForm'
import { ArticleList } from './ArticleList'
import { HelpBreadcrumbs } from './HelpParts'
import '../../ui/content.css'

export default function HelpCategoryPage({ slug: slugProp }: { slug?: string }) {
  const slug = useRouteSlug(slugProp)
  const { category, name } = useContentCategory('/api/help/categories', slug)
  const articles = useQuery<HelpArticleSummary[]>(
    `/api/help/articles?category=${encodeURIComponent(slug)}`
  )
  usePageTitle('help.category.title', { name })

  return (
    <div className="content-page content-narrow">
      <HelpBreadcrumbs>
        <li aria-current="page">{name}</li>
      </HelpBreadcrumbs>
      <PageHeading lead={category?.description ?? undefined}>
        <FormattedMessage id="help.category.heading" values={{ name }} />
      </PageHeading>
      <HelpSearchForm />
      <TitledSection headingId="help-category-articles" titleId="help.category.articles">
        <QueryView
          query={articles}
          empty={<EmptyState title={<FormattedMessage id="help.category.empty" />} />}
        >
          {(items) => <ArticleList articles={items} />}
        </QueryView>
      </TitledSection>
    </div>
  )
}
