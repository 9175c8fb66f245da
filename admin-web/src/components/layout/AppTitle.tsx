import { ThemedTitle, type RefineLayoutThemedTitleProps } from '@refinedev/antd'
import { useTranslate } from '@refinedev/core'

const logoUrl = `${import.meta.env.BASE_URL}favicon.svg`

/** The sider's title, translated (refine's `options.title` is fixed at start-up). */
export function AppTitle({ collapsed }: RefineLayoutThemedTitleProps) {
  const translate = useTranslate()
  return (
    <ThemedTitle
      collapsed={collapsed}
      text={translate('app.name', 'Sigma Forwarding')}
      icon={<img src={logoUrl} alt="" width={24} height={24} />}
    />
  )
}
