import { Flex, Spin } from 'antd'
import { useTranslate } from '@refinedev/core'

/** Shown while the session is checked and while a lazily loaded page arrives. */
export function PageSpinner() {
  const translate = useTranslate()
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" aria-label={translate('common.loading', 'Loading…')} />
    </Flex>
  )
}
