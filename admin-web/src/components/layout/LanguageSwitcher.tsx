import { DownOutlined, GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from '@refinedev/core'
import { App, Button, Dropdown } from 'antd'
import { LOCALES, parseLocale, type AppLocale } from '../../i18n'

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
 */
export function LanguageSwitcher() {
  const { translate, changeLocale, getLocale } = useTranslation()
  const { message } = App.useApp()
  const current = parseLocale(getLocale()) ?? 'en'

  const onSelect = (locale: string) => {
    // Switching fetches the language's chunk, which can fail offline.
    Promise.resolve(changeLocale(locale)).catch(() => {
      message.error(translate('errors.network', 'Network error. Please try again.'))
    })
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ITEMS,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => onSelect(key),
      }}
    >
      <Button
        icon={<GlobalOutlined />}
        aria-label={`${translate('language.label', 'Language')}: ${LANGUAGE_NAMES[current]}`}
      >
        <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  )
}
