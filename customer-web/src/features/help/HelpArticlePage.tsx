import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeading } from '../../ui'
import { PageLink } from '../../ui'
import { ArticleBody } from '../../ui'
import { EntryFallback, useContentEntry, useRouteSlug } from '../../routing/contentRoute'
import { isValidDate, type HelpArticle } from '../../api/content'
import { HelpBreadcrumbs, HelpContactCallout } from './HelpParts'
import '../../ui/content.css'

export default function HelpArticlePage({ slug: slugProp }: { slug?: string }) {
  const slug = useRouteSlug(slugProp)
  const intl = useIntl()
  const { entry, data } = useContentEntry<HelpArticle>(
    `/api/help/articles/${encodeURIComponent(slug)}`,
    { titleId: 'help.article.title', fallbackTitleId: 'help.article.fallbackTitle' }
  )

  return (
    <div className="content-page content-narrow">
      <HelpBreadcrumbs>
        {data?.category?.slug && (
          <li>
            <PageLink to="helpCategory" slug={data.category.slug}>
              {data.category.name ?? data.category.slug}
            </PageLink>
          </li>
        )}
      </HelpBreadcrumbs>

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
        <EntryFallback entry={entry} titleId="help.article.fallbackTitle" />
      )}

      <HelpContactCallout headingId="help-article-contact" titleId="help.article.stillNeedHelp" />
    </div>
  )
}
