import { useEffect, useRef, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { invalidateQueries } from '../api/query'
import { useLocation, useNavigate } from 'react-router'
import { directionOf, languageOfPath, pathFor, type Lang } from '../routing/routeTable'
import { detectLanguage } from './detect'
import { lookupCountry } from './geo'
import { loadMessages, type Messages } from './messages'
import { localStore, sessionStore } from './storage'

/**
 * Detection belongs to the page load, not to a mount: a remount (React's strict mode runs effects twice)
 * must reuse the one answer, since the session flag makes a second attempt return nothing.
 */
let detection: Promise<Lang | null> | undefined
/** Set once the answer was acted on, so a later visit to `/` in this page load (the switcher) is left alone. */
let detectionApplied = false
function initialDetection() {
  detection ??= detectLanguage({
    pathname: window.location.pathname,
    local: localStore(),
    session: sessionStore(),
    navigatorLanguage: navigator.language,
    lookupCountry: () => lookupCountry(),
    now: Date.now,
  })
  return detection
}

/**
 * The page language comes from the path (its es or ar prefix). This provider loads that language's messages, keeps
 * `<html lang dir>` in step (RTL for Arabic), and runs automatic detection on a first visit to the English root.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const lang = languageOfPath(pathname)
  const [catalog, setCatalog] = useState<{ lang: Lang; messages: Messages } | null>(null)

  useEffect(() => {
    let current = true
    loadMessages(lang)
      .catch((error: Error) => {
        console.warn(`Messages for ${lang} failed to load (${error.message}); showing English`)
        return loadMessages('en')
      })
      .then((messages) => current && setCatalog({ lang, messages }))
    return () => {
      current = false
    }
  }, [lang])

  const shownLang = useRef(lang)
  useEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dir = directionOf(lang)
    // Reads are cached by URL, not by language: the server translates them by Accept-Language (the
    // `<html lang>` just set), so after a switch every cached read is fetched again in the new language.
    if (shownLang.current !== lang) {
      shownLang.current = lang
      void invalidateQueries(['/api'])
    }
  }, [lang])

  useEffect(() => {
    if (detectionApplied) return
    let current = true
    void initialDetection().then((detected) => {
      if (!current || detectionApplied) return
      detectionApplied = true
      // The visitor may have moved on while the lookup ran: only the root itself is redirected.
      if (detected && detected !== 'en' && window.location.pathname === '/') {
        navigate(pathFor('home', detected) + window.location.search, { replace: true })
      }
    })
    return () => {
      current = false
    }
  }, [navigate])

  // Until the page language's messages are there, show nothing translatable rather than the wrong language.
  if (!catalog || catalog.lang !== lang) return <div className="page-loading" aria-busy="true" />

  return (
    <IntlProvider
      locale={lang}
      defaultLocale="en"
      messages={catalog.messages}
      // A missing message must not fail browser tests' "no console errors"; verify-messages gates CI instead.
      onError={(error) => console.warn(error.message)}
    >
      {children}
    </IntlProvider>
  )
}
