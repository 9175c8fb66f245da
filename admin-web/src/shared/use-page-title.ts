import { useEffect } from 'react'
import { useTranslate } from '@refinedev/core'

/** Sets the tab title; reruns when the language changes because `title` arrives translated. */
export function usePageTitle(title: string): void {
  const translate = useTranslate()
  const appName = translate('app.name', 'Sigma Forwarding')
  useEffect(() => {
    document.title = `${title} · ${appName}`
  }, [title, appName])
}
