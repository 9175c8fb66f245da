import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { useNavigate } from 'react-router'
import { useLanguage } from '../i18n/useLanguage'
import { useUpdateProfile } from '../api/settings'
import { useCurrentUser } from '../features/auth/session'
import { LANGUAGES, isLang, localizePath, type Lang } from '../routing/routeTable'

/**
 * A labelled select: choosing a language opens the same page in it (its localized URL) and remembers the
 * choice. Crawlers find those URLs through the pages' hreflang links, so the control need not be links.
 * Signed in, the account takes the language first, so that the server's messages, the notifications and
 * the emails speak the one on screen.
 */
export function LanguageSwitcher() {
  const id = useId()
  const { lang, choose } = useLanguage()
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const saveLanguage = useUpdateProfile()

  async function select(target: Lang) {
    if (user && user.locale !== target) {
      await saveLanguage
        .run({ locale: target })
        .catch((error: Error) => console.warn(`The account kept its language: ${error.message}`))
    }
    choose(target)
    // The page the browser is on once the account is saved, which may be newer than this render's.
    const { pathname, search } = window.location
    navigate(localizePath(pathname, target) + search)
  }

  return (
    <div className="language-switcher">
      {/* The globe is the cue every visitor knows, whatever language the page is in; the word
          stays the control's name for screen readers. */}
      <label htmlFor={id}>
        <GlobeIcon />
        <span className="visually-hidden">
          <FormattedMessage id="language.switcher" />
        </span>
      </label>
      <select
        id={id}
        value={lang}
        disabled={saveLanguage.pending}
        onChange={(event) => {
          const target = event.target.value
          if (isLang(target)) void select(target)
        }}
      >
        {LANGUAGES.map((target) => (
          <option key={target} value={target} lang={target}>
            <FormattedMessage id={`language.name.${target}`} />
          </option>
        ))}
      </select>
    </div>
  )
}

function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="10" cy="10" r="8" />
        <path d="M2 10h16M10 2c2.2 2.2 3.2 5 3.2 8s-1 5.8-3.2 8c-2.2-2.2-3.2-5-3.2-8s1-5.8 3.2-8z" />
      </g>
    </svg>
  )
}
