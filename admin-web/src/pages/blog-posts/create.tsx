import { ContentForm } from '../content/ContentForm'

export default function CreatePage() {
  return <ContentForm resource="blog-posts" />
}
