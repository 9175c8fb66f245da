import { FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { ForwardArrow, PageLink } from '../content/PageLink'
import { useApiGet } from '../content/useApiGet'
import { ErrorState, LoadingState } from '../content/States'
import { ArticleBody } from '../content/ArticleBody'
import { isValidDate, type HelpArticle } from '../content/publicContent'
import '../content/content.css'

export default function HelpArticlePage({ slug: slugProp }: { slug?: string }) {
  const params = useParams()
  const slug = slugProp ?? params.slug ?? ''
  const intl = useIntl()
  const article = useApiGet<HelpArticle>(`/api/help/articles/${encodeURIComponent(slug)}`)
  const data = article.status === 'success' ? article.data : null
  usePageTitle(
    data ? 'help.article.title' : 'help.article.fallbackTitle',
    data ? { title: data.title } : undefined
  )

  return (
    <div className="content-page content-narrow">
      <nav className="content-breadcrumbs" aria-labelledby="help-breadcrumbs-label">
        <span id="help-breadcrumbs-label" className="content-visually-hidden">
          <FormattedMessage id="help.breadcrumbs" />
        </span>
        <ol>
          <li>
            <PageLink to="helpCenter">
              <FormattedMessage id="help.heading" />
            </PageLink>
          </li>
          {data?.category?.slug && (
            <li>
              <PageLink to="helpCategory" slug={data.category.slug}>
                {data.category.name ?? data.category.slug}
              </PageLink>
            </li>
          )}
        </ol>
      </nav>

      {data ? (
        <article>
          <PageHeading>{data.title}</PageHeading>
          {isValidDate(data.updatedAt) && (
            <p className="content-meta">
              <FormattedMessage
                id="help.article.updated"
                values={{ date: intl.formatDate(data.updatedAt, { dateStyle: 'long' }) }}
              />
            </p>
          )}
          {data.body ? <ArticleBody body={data.body} /> : data.summary && <p>{data.summary}</p>}
        </article>
      ) : (
        <>
          <PageHeading>
            <FormattedMessage id="help.article.fallbackTitle" />
          </PageHeading>
          {article.status === 'loading' && <LoadingState />}
          {article.status === 'error' && (
            <ErrorState error={article.error} onRetry={article.reload} />
          )}
        </>
      )}

      <aside className="content-callout" aria-labelledby="help-article-contact">
        <h2 id="help-article-contact">
          <FormattedMessage id="help.article.stillNeedHelp" />
        </h2>
        <PageLink to="contact" className="content-more">
          <FormattedMessage id="help.contact.link" />
          <ForwardArrow />
        </PageLink>
      </aside>
    </div>
  )
}
