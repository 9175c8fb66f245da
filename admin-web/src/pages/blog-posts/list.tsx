import { ContentList } from '../content/ContentList'

export default function ListPage() {
  return <ContentList resource="blog-posts" />
}
