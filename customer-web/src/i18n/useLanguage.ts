import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { languageOfPath, localizePath, type Lang } from '../routing/routeTable'
import { storePreference } from './detect'
import { localStore } from './storage'

/** The page language and a way to switch it: an explicit choice is remembered as the stored preference. */
export function useLanguage() {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const lang = languageOfPath(pathname)

  const hrefFor = useCallback(
    (target: Lang) => localizePath(pathname, target) + search,
    [pathname, search]
  )
  const choose = useCallback((target: Lang) => storePreference(localStore(), target), [])
  const switchTo = useCallback(
    (target: Lang) => {
      choose(target)
      navigate(hrefFor(target))
    },
    [choose, hrefFor, navigate]
  )
  return { lang, hrefFor, choose, switchTo }
}
