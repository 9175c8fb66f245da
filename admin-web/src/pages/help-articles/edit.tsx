import { ContentForm } from '../content/ContentForm'

export default function EditPage() {
  return <ContentForm resource="help-articles" />
}
