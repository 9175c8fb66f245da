import { Flex, Spin } from 'antd'
import { useTranslate } from '@refinedev/core'

/**
 * Shown while the session is checked and while a lazily loaded page arrives. The wrapper is the
 * live region that names the wait: a label on the spinner's own element, which has no role, is
 * one screen readers ignore (axe's aria-prohibited-attr).
 */
export function PageSpinner() {
  const translate = useTranslate()
  return (
    <Flex
      role="status"
      aria-label={translate('common.loading', 'Loading…')}
      justify="center"
      align="center"
      style={{ minHeight: 240 }}
    >
      <Spin size="large" />
    </Flex>
  )
}
