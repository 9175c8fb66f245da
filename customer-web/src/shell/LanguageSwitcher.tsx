import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useLanguage } from '../i18n/useLanguage'
import { LANGUAGES } from '../routing/routeTable'

/** Links (not a select) so each counterpart page is a real, crawlable URL; the choice is remembered. */
export function LanguageSwitcher() {
  const intl = useIntl()
  const { lang, hrefFor, choose } = useLanguage()
  return (
    <nav aria-label={intl.formatMessage({ id: 'language.switcher' })} className="language-switcher">
      <ul className="inline-list">
        {LANGUAGES.map((target) => (
          <li key={target}>
            <Link
              to={hrefFor(target)}
              lang={target}
              hrefLang={target}
              aria-current={target === lang ? 'true' : undefined}
              onClick={() => choose(target)}
            >
              {intl.formatMessage({ id: `language.name.${target}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
