import { ThemedSider, type RefineThemedLayoutSiderProps } from '@refinedev/antd'

/**
 * refine's menu, fixed to the window: its collapse button then sits below the menu, which scrolls
 * on its own, instead of floating over the entries at the bottom of a short window (800 px).
 */
export function AdminSider(props: RefineThemedLayoutSiderProps) {
  return <ThemedSider {...props} fixed />
}
