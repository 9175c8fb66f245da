import { useEffect } from 'react'
import { useIntl } from 'react-intl'

/** Sets `<title>` from a message id, with the brand after it (the server sends the same on a full load). */
export function usePageTitle(messageId: string, values?: Record<string, string>) {
  const intl = useIntl()
  const page = intl.formatMessage({ id: messageId }, values)
  const title = intl.formatMessage({ id: 'app.titleTemplate' }, { page })
  useEffect(() => {
    document.title = title
  }, [title])
}
