import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { fetchQuery } from './api/query'
import { AUTH_USER_URL } from './features/auth/session'
import { loadMessages } from './i18n/messages'
import { languageOfPath, resolveRedirect } from './routing/routeTable'
import './ui/styles.css'

// The server already redirects aliases; the hash part (#/about) never reaches it, so it is handled here
// before the first render, without a flash of the wrong page.
const target = resolveRedirect(window.location)
if (target) window.history.replaceState(null, '', target)

// The first render waits for the page language's messages and for who is signed in. Both are asked
// for now, side by side, rather than one after the other as the first renders come to need them.
void loadMessages(languageOfPath(window.location.pathname)).catch(() => undefined)
void fetchQuery(AUTH_USER_URL)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)
