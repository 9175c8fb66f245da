import type { ReactNode } from 'react'

export function EmptyState({
  title,
  message,
  action,
}: {
  title: ReactNode
  message?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {message && <p>{message}</p>}
      {action}
    </div>
  )
}
