import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConsentBanner } from '../analytics/ConsentBanner'
import { ChatButton } from './ChatButton'
import { Footer } from './Footer'
import { Header } from './Header'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
      <Footer />
      <ChatButton />
      <ConsentBanner />
    </div>
  )
}
