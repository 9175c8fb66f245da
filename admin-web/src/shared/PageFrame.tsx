import type { ReactNode } from 'react'
import { Flex, Typography } from 'antd'
import { usePageTitle } from './use-page-title'

interface PageFrameProps {
  title: string
  extra?: ReactNode
  children: ReactNode
}

/**
 * Heading and tab title of a page inside the layout. Used instead of refine's List/Show/Edit
 * wrappers: @refinedev/antd ships as one module, so using any of them from a lazy page pulls
 * @ant-design/pro-layout and rc-tabs into the entry chunk (~34 kB gzip on every first visit).
 */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  usePageTitle(title)
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Flex>
  )
}
