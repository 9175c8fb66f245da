import { DownOutlined, GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from '@refinedev/core'
import { useState } from 'react'
import { App, Button, Dropdown } from 'antd'
import { LOCALES, parseLocale, type AppLocale } from '../../i18n'
import { saveAccountLocale } from '../../providers/auth-provider'

// Each language is named in itself, whatever the current language, so a reader who cannot read
// the page can still find their own.
const LANGUAGE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
}

const ITEMS = LOCALES.map((locale) => ({
  key: locale,
  label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>,
}))

/**
 * A dropdown menu rather than a Select: the sign-in page loads eagerly, and antd's Select
 * (rc-select + rc-virtual-list) would add its weight to every first visit.
 *
 * Signed in, the account takes the language first (as in the customer app), so that the API's
 * messages, which follow the account's saved language, speak the one on screen.
 */
export function LanguageSwitcher() {
  const { translate, changeLocale, getLocale } = useTranslation()
  const { message } = App.useApp()
  const current = parseLocale(getLocale()) ?? 'en'
  const [saving, setSaving] = useState(false)

  const onSelect = async (key: string) => {
    const locale = parseLocale(key) ?? 'en'
    setSaving(true)
    // The page still switches when the account cannot be saved (offline, session just ended):
    // the member is told their account, and so the API's messages, kept the former language.
    const saved = await saveAccountLocale(locale).then(
      () => true,
      () => false
    )
    setSaving(false)
    try {
      // Switching fetches the language's chunk, which can fail offline.
      await changeLocale(locale)
    } catch {
      message.error(translate('errors.network', 'Network error. Please try again.'))
      return
    }
    if (!saved) {
      message.warning(
        translate(
          'language.notSaved',
          'Your account kept its language: messages from the server may still use it.'
        )
      )
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ITEMS,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void onSelect(key),
      }}
    >
      <Button
        icon={<GlobalOutlined />}
        loading={saving}
        aria-label={`${translate('language.label', 'Language')}: ${LANGUAGE_NAMES[current]}`}
      >
        <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  )
}
