import type { ReactNode } from 'react'
import { Flex, Grid, Typography } from 'antd'
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
  const screens = Grid.useBreakpoint()
  // Below lg, refine's layout floats its menu button over the page's top corner: keep clear of it.
  const clearMenuButton = screens.lg === false ? { paddingInlineStart: 40 } : undefined
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8} style={clearMenuButton}>
        {/* A record's title ("Order ORD-2E3KHG55") fits on one line of a phone at the smaller size. */}
        <Typography.Title level={screens.sm === false ? 3 : 2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Flex>
  )
}
