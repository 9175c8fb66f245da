import type { HTMLAttributes, ReactNode } from 'react'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode
  /** Heading level of the title, so cards fit the page's outline (h2 under the page h1 by default). */
  level?: 2 | 3 | 4
}

export function Card({ title, level = 2, className, children, ...rest }: CardProps) {
  const Heading = `h${level}` as const
  return (
    <section {...rest} className={['card', className].filter(Boolean).join(' ')}>
      {title && <Heading className="card-title">{title}</Heading>}
      {children}
    </section>
  )
}
