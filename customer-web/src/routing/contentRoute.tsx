import { FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'
import { useQuery, type QueryState } from '../api/query'
import type { ContentCategory } from '../api/content'
import { PageHeading, QueryView } from '../ui'
import { usePageTitle } from './usePageTitle'

/** The slug a detail or category page shows: given by its route entry, else taken from the URL. */
export function useRouteSlug(slug?: string): string {
  const params = useParams()
  return slug ?? params.slug ?? ''
}

/** The category `slug` among those `url` lists; its name falls back to the slug until (or unless) it is found. */
export function useContentCategory(url: string, slug: string) {
  const categories = useQuery<ContentCategory[]>(url)
  const category = categories.data?.find((candidate) => candidate.slug === slug)
  return { category, name: category?.name ?? slug }
}

/**
 * One help article or blog post: the call, its data once there, and the page title — `titleId` with the
 * entry's title, or `fallbackTitleId` while loading or when the call failed.
 */
export function useContentEntry<T extends { title: string }>(
  url: string,
  { titleId, fallbackTitleId }: { titleId: string; fallbackTitleId: string }
) {
  const entry = useQuery<T>(url)
  const data = entry.status === 'success' ? entry.data : null
  usePageTitle(data ? titleId : fallbackTitleId, data ? { title: data.title } : undefined)
  return { entry, data }
}

/** What a detail page shows without its entry: the fallback heading, then loading or the error. */
export function EntryFallback({
  entry,
  titleId,
}: {
  entry: QueryState<unknown> & { refetch: () => Promise<void> }
  titleId: string
}) {
  return (
    <>
      <PageHeading>
        <FormattedMessage id={titleId} />
      </PageHeading>
      <QueryView query={entry}>{() => null}</QueryView>
    </>
  )
}
