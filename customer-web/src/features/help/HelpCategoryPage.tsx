import { FormattedMessage } from 'react-intl'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { useApiGet } from '../content/useApiGet'
import { ApiList } from '../content/States'
import { useContentCategory, useRouteSlug } from '../content/contentRoute'
import type { HelpArticleSummary } from '../content/publicContent'
import { HelpSearchForm } from './HelpSearchForm'
import { ArticleList } from './ArticleList'
import { HelpBreadcrumbs } from './HelpParts'
import '../content/content.css'

export default function HelpCategoryPage({ slug: slugProp }: { slug?: string }) {
  const slug = useRouteSlug(slugProp)
  const { category, name } = useContentCategory('/api/help/categories', slug)
  const articles = useApiGet<unknown>(`/api/help/articles?category=${encodeURIComponent(slug)}`)
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
      <section aria-labelledby="help-category-articles">
        <h2 id="help-category-articles">
          <FormattedMessage id="help.category.articles" />
        </h2>
        <ApiList<HelpArticleSummary> state={articles} emptyId="help.category.empty">
          {(items) => <ArticleList articles={items} />}
        </ApiList>
      </section>
    </div>
  )
}
