import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { resolveRedirect } from './routing/routeTable'
import './ui/styles.css'

// The server already redirects aliases; the hash part (#/about) never reaches it, so it is handled here
// before the first render, without a flash of the wrong page.
const target = resolveRedirect(window.location)
if (target) window.history.replaceState(null, '', target)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)
