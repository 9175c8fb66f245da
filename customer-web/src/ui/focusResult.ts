/**
 * Moves focus to what an action produced (a new balance, a receipt), so that keyboard and screen-reader
 * users continue from there; the element becomes focusable by script only, not a stop in the tab order.
 */
export function focusResult(element: HTMLElement | null) {
  if (!element?.isConnected) return
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus()
}
