import { announceFormErrors } from '../live/announcer'

/**
 * A form that was sent and found wrong shows it to everyone: focus moves to its first field in error and
 * the errors are announced. It works for every form built from the ui fields, whatever holds its state:
 * the form last submitted is remembered until the customer types in it again, and its fields in error are
 * looked for once its submit handler ran (the page's own checks) and whenever a field of it gets an error
 * later (the server's answer). A message that appears while the customer types takes nothing away from them.
 */

let submitted: HTMLFormElement | null = null
let scheduled = false

function reveal() {
  scheduled = false
  const form = submitted
  if (!form?.isConnected) return
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
  if (invalid.length === 0) return
  submitted = null
  invalid[0].focus()
  announceFormErrors(invalid.length)
}

/** Looks for the submitted form's errors once the current rendering is on screen. */
export function fieldErrorShown() {
  if (!submitted || scheduled) return
  scheduled = true
  window.setTimeout(reveal)
}

/** Listens for submits and typing on the whole document; call once, for the app's lifetime. */
export function watchFormSubmits(): () => void {
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return
    submitted = event.target
    fieldErrorShown()
  }
  const onInput = (event: Event) => {
    if (submitted && event.target instanceof Node && submitted.contains(event.target))
      submitted = null
  }
  document.addEventListener('submit', onSubmit, true)
  document.addEventListener('input', onInput, true)
  return () => {
    document.removeEventListener('submit', onSubmit, true)
    document.removeEventListener('input', onInput, true)
  }
}
