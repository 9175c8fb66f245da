import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLanguage } from '../i18n/useLanguage'
import { LANGUAGES, isLang } from '../routing/routeTable'

/**
 * A labelled select: choosing a language opens the same page in it (its localized URL) and remembers the
 * choice. Crawlers find those URLs through the pages' hreflang links, so the control need not be links.
 */
export function LanguageSwitcher() {
  const id = useId()
  const { lang, switchTo } = useLanguage()
  return (
    <div className="language-switcher">
      <label htmlFor={id}>
        <FormattedMessage id="language.switcher" />
      </label>
      <select
        id={id}
        value={lang}
        onChange={(event) => {
          const target = event.target.value
          if (isLang(target)) switchTo(target)
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
