import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../config'

/**
 * When one tooltip closed less than the skip delay ago, the next opens at once: moving along a toolbar
 * should not make the user wait again. Shared across all tooltips on the page.
 */
let lastClosedAt = 0

type TriggerProps = {
  'aria-describedby'?: string
  'onPointerEnter'?: () => void
  'onPointerLeave'?: () => void
  'onFocus'?: () => void
  'onBlur'?: () => void
}

export interface TooltipProps {
  content: ReactNode
  children: ReactElement<TriggerProps>
  /** Extra class of the wrapper, e.g. to place a fixed-position trigger together with its tooltip. */
  className?: string
}

export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  function show() {
    window.clearTimeout(timer.current)
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS
    if (skip) setOpen(true)
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS)
  }
  function hide() {
    window.clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now()
      return false
    })
  }

  return (
    <span className={['tooltip-anchor', className].filter(Boolean).join(' ')}>
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        'onPointerEnter': show,
        'onPointerLeave': hide,
        'onFocus': show,
        'onBlur': hide,
      })}
      {open && (
        <span role="tooltip" id={id} className="tooltip">
          {content}
        </span>
      )}
    </span>
  )
}
