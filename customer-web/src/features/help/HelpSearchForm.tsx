import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Button, TextField } from '../../ui'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'

/** Searches the help center: the query lives in the URL (`?q=`) of the help-center home. */
export function HelpSearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const { lang } = useLanguage()
  const [query, setQuery] = useState(initialQuery)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const q = query.trim()
    const base = pathFor('helpCenter', lang)
    navigate(q ? `${base}?q=${encodeURIComponent(q)}` : base)
  }

  return (
    <form role="search" className="content-search" onSubmit={submit}>
      <TextField
        label={<FormattedMessage id="help.search.label" />}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'help.search.placeholder' })}
      />
      <Button type="submit">
        <FormattedMessage id="help.search.submit" />
      </Button>
    </form>
  )
}
