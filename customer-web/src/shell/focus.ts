import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Where keyboard and screen-reader users are after something changed on screen: on the new page's heading
 * after moving to another page, and on what remains of the part they acted on when the control they used
 * went away (a "Mark as read" button that disappears with the unread state).
 */

/* How long a new page may take to show its heading (a lazy page loading its code) before focus gives up. */
const HEADING_WAIT_MS = 10_000

/** The path last shown; kept outside React since the shell remounts while a new language loads. */
let shownPath: string | null = null
/** True from a page change until its heading took the focus: focus recovery leaves that change alone. */
let pageChanging = false

/** After an in-app page change, focus moves to the new page's h1, which screen readers then read. */
export function usePageChangeFocus() {
  const { pathname } = useLocation()

  // A layout effect, so the flag is up before the old page's controls leave the document.
  useLayoutEffect(() => {
    const first = shownPath === null
    const changed = shownPath !== pathname
    shownPath = pathname
    if (!first && changed) pageChanging = true
  }, [pathname])

  useEffect(() => {
    if (!pageChanging) return
    const started = performance.now()
    let frame = 0
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1')
      if (!heading) {
        if (performance.now() - started < HEADING_WAIT_MS)
          frame = requestAnimationFrame(focusHeading)
        else pageChanging = false
        return
      }
      pageChanging = false
      // Focusable by script only: the heading is a place to start reading, not a stop in the tab order.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      // Focused, the heading is read out: that is how the new page is announced.
      heading.focus()
    }
    frame = requestAnimationFrame(focusHeading)
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The part of the page a control belongs to: its list item, card, form or dialog, else the main content. */
const PART = 'li, tr, article, section, form, dialog, .card, main'

/** Still in the document, enabled and shown: focus on it is where its reader left it. */
function usable(element: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.getClientRects().length > 0
  )
}

function canTakeFocus(element: Element): element is HTMLElement {
  return usable(element) && element.matches(FOCUSABLE)
}

/**
 * When the focused control leaves the document or becomes disabled, focus would fall back to the page
 * body; it goes instead to the first control left in the same part of the page, or to that part itself.
 */
export function useFocusRecovery() {
  useEffect(() => {
    let focused: Element | null = null
    let ancestors: Element[] = []

    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return
      focused = event.target
      ancestors = []
      for (let node = focused.parentElement; node; node = node.parentElement) ancestors.push(node)
    }

    // Leaving a control that stays usable for nothing (a click on plain text) is the reader's own move.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target
      if (event.relatedTarget || !(left instanceof Element)) return
      queueMicrotask(() => {
        if (focused === left && usable(left)) focused = null
      })
    }

    const recover = () => {
      const lost = focused
      if (!lost || pageChanging) return
      const active = document.activeElement
      if (active && active !== document.body) return
      if (lost.isConnected) {
        // A control busy with its action is disabled only meanwhile: focus comes back to it afterwards.
        if (usable(lost)) {
          lost.focus()
          return
        }
        if (lost.getAttribute('aria-busy') === 'true') return
      }
      const start = lost.isConnected ? lost : ancestors.find((element) => element.isConnected)
      const part = start?.closest(PART)
      if (!part || !(part instanceof HTMLElement)) return
      const control = [...part.querySelectorAll(FOCUSABLE)].find(canTakeFocus)
      if (control) control.focus()
      else {
        if (!part.hasAttribute('tabindex')) part.setAttribute('tabindex', '-1')
        part.focus()
      }
    }

    const observer = new MutationObserver(recover)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'aria-busy'],
    })
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])
}
