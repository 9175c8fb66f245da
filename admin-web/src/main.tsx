// Must run before antd renders anything: antd 5 needs it to work on React 19.
import '@ant-design/v5-patch-for-react-19'
import 'antd/dist/reset.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { setLocale, takeInitialLocale } from './i18n'
import { checkSessionEarly } from './providers/auth-provider'

const root = createRoot(document.getElementById('root')!)

checkSessionEarly()

// The first paint waits for the language (and sets <html lang dir>), so an Arabic page never
// flashes English or left-to-right. If its chunk fails to load, the default English texts show.
setLocale(takeInitialLocale())
  .catch(() => undefined)
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  )
