/**
 * The list of blog posts or help articles: each is written once per language, filtered here by
 * language and by published or draft, and published or taken down from its row.
 */
import { useTranslate } from '@refinedev/core'
import { Button, Tag } from 'antd'
import { Link, useNavigate } from 'react-router'
import { LOCALES } from '../../i18n'
import * as column from '../../shared/columns'
import { FROM_TABLET } from '../../shared/list'
import { ListPage, useListTable } from '../../shared/ListPage'
import type { ApiRow } from '../../shared/registry'
import { RowAction } from '../../shared/RowAction'

/** A row of `GET /api/admin/blog-posts` or `GET /api/admin/help-articles`. */
type ContentRow = ApiRow<'admin_content.blog_posts' | 'admin_content.help_articles'>

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Español', ar: 'العربية' }

/** The states the API filters on as `status`, with their names in English. */
const STATES: Record<string, string> = { published: 'Published', draft: 'Draft' }

export function ContentList({ resource }: { resource: 'blog-posts' | 'help-articles' }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const table = useListTable<ContentRow>(resource, { field: 'updatedAt', order: 'desc' })

  return (
    <ListPage<ContentRow>
      extra={
        <Button type="primary" onClick={() => navigate(`/${resource}/create`)}>
          {translate(`content.create.${resource}`, 'New')}
        </Button>
      }
      table={table}
      search={translate('content.search', 'Title or words of the text')}
      columns={[
        {
          dataIndex: 'title',
          title: translate('content.title', 'Title'),
          sorter: true,
          render: (title: string, row) => (
            // An Arabic title in an English list still reads right to left, and the other way round.
            <Link to={`/${resource}/${row.id}/edit`} lang={row.locale} dir="auto">
              {title}
            </Link>
          ),
        },
        {
          dataIndex: 'locale',
          title: translate('content.language', 'Language'),
          responsive: FROM_TABLET,
          render: (language: string) => LANGUAGE_NAMES[language] ?? language,
          filter: {
            choices: LOCALES,
            choiceLabel: (language) => LANGUAGE_NAMES[language],
            placeholder: translate('content.allLanguages', 'All languages'),
            width: 160,
          },
        },
        {
          key: 'category',
          title: translate('content.category', 'Category'),
          responsive: FROM_TABLET,
          render: (_, row) => row.category.name,
        },
        {
          dataIndex: 'published',
          title: translate('content.state', 'State'),
          render: (published: boolean) =>
            published ? (
              <Tag color="green">{translate('content.published', 'Published')}</Tag>
            ) : (
              <Tag>{translate('content.draft', 'Draft')}</Tag>
            ),
          filter: {
            field: 'status',
            choices: Object.keys(STATES),
            choiceLabel: (state) => translate(`content.${state}`, STATES[state]),
            placeholder: translate('content.allStates', 'Published and drafts'),
          },
        },
        column.date(
          'updatedAt',
          translate('content.updatedAt', 'Last change'),
          column.SECONDARY_SORTED
        ),
        column.actions(translate('content.actions', 'Actions'), (row) =>
          row.published ? (
            <RowAction
              table={table}
              row={row}
              action="unpublish"
              messages="content"
              danger
              described
            />
          ) : (
            <RowAction table={table} row={row} action="publish" messages="content" type="primary" />
          )
        ),
      ]}
      empty={translate(
        'content.empty',
        'Nothing matches. Clear the search, the language or the state to see everything.'
      )}
    />
  )
}
