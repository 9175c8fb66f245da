import { useEffect, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConsentBanner } from '../analytics/ConsentBanner'
import { watchFormSubmits } from '../ui/form/revealErrors'
import { LiveAnnouncer } from '../ui/live/LiveAnnouncer'
import { ChatButton } from './ChatButton'
import { useFocusRecovery, usePageChangeFocus } from './focus'
import { Footer } from './Footer'
import { Header } from './Header'

export function Layout({ children }: { children: ReactNode }) {
  usePageChangeFocus()
  useFocusRecovery()
  useEffect(() => watchFormSubmits(), [])
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <LiveAnnouncer />
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
