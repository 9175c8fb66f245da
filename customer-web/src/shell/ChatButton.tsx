import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { CHAT_HIDDEN_PATH_PARTS, SUPPORT_WHATSAPP_NUMBER } from '../config'
import { normalizePath } from '../routing/routeTable'
import { Tooltip } from '../ui'

export function isChatHidden(pathname: string): boolean {
  const path = normalizePath(pathname)
  return CHAT_HIDDEN_PATH_PARTS.some((part) => path.includes(part))
}

/* Controls that bring up a phone's keyboard or picker; the chat button must not sit over them. */
const TYPED_FIELD =
  'textarea, select, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="range"], [type="color"])'

/** True while the focus is in a field the customer types into or picks from. */
function useFieldFocused() {
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    const update = () => {
      const active = document.activeElement
      setFocused(active instanceof Element && active.matches(TYPED_FIELD))
    }
    document.addEventListener('focusin', update)
    document.addEventListener('focusout', update)
    update()
    return () => {
      document.removeEventListener('focusin', update)
      document.removeEventListener('focusout', update)
    }
  }, [])
  return focused
}

/**
 * The floating 48 px chat button: a messaging-app conversation with a greeting in the page language. On a
 * phone it steps aside while a field has the focus (styles.css), so it never covers what is being typed.
 */
export function ChatButton() {
  const intl = useIntl()
  const { pathname } = useLocation()
  const fieldFocused = useFieldFocused()
  if (isChatHidden(pathname)) return null
  const greeting = intl.formatMessage({ id: 'chat.greeting' })
  const href = `https://wa.me/${SUPPORT_WHATSAPP_NUMBER}?text=${encodeURIComponent(greeting)}`
  return (
    <Tooltip
      className={fieldFocused ? 'chat-anchor chat-anchor-aside' : 'chat-anchor'}
      content={intl.formatMessage({ id: 'chat.tooltip' })}
    >
      <a
        className="chat-button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={intl.formatMessage({ id: 'chat.label' })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Zm4.4-5.9c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.5 6.5 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z"
          />
        </svg>
      </a>
    </Tooltip>
  )
}
