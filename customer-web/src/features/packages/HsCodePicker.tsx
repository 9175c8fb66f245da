import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useHsCodes } from '../../api/packages'
import { FieldMessages, useFieldIds } from '../../ui/Field'

/** A chosen Harmonized System subheading, as the declaration line keeps it. */
export type HsChoice = { code: string; description: string }

const shown = (choice: HsChoice) => `${choice.code} ${choice.description}`

/* Typing is searched once the customer pauses, not at every key. */
const SEARCH_DELAY_MS = 250

function useSettled(text: string) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

interface HsCodePickerProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  value: HsChoice | null
  onChoose: (choice: HsChoice | null) => void
}

/**
 * The HS code of a customs line, chosen from the Harmonized System list: the customer types English
 * words or the first digits and picks a subheading (a combobox: arrows move, Enter chooses, Escape
 * closes). Typing again drops the choice, so only a code from the list is ever sent.
 */
export function HsCodePicker({ label, hint, error, value, onChoose }: HsCodePickerProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error)
  const [text, setText] = useState(value ? shown(value) : '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useSettled(open && !value ? text : '')
  const results = useHsCodes(query)
  const options = query && results.status === 'success' ? (results.data ?? []) : []
  const listId = `${id}-options`
  const expanded = open && query.trim() !== ''

  function type(next: string) {
    setText(next)
    setOpen(true)
    setActive(-1)
    if (value) onChoose(null)
  }

  function choose(choice: HsChoice) {
    onChoose(choice)
    setText(shown(choice))
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && expanded && options[active]) {
      // Enter chooses the highlighted code instead of sending the form.
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className="field hs-picker declaration-wide">
      <label htmlFor={id}>{label}</label>
      {/* The list opens right under the input, over the hint and message below it. */}
      <div className="hs-combo">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          dir="auto"
          lang="en"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" className="hs-options" hidden={!expanded || !options.length}>
          {options.map((option, index) => (
            <li
              key={option.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              lang="en"
              dir="ltr"
              // Chosen on press, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(option)
              }}
            >
              <span className="hs-option-code">{option.code}</span> {option.description}
            </li>
          ))}
        </ul>
      </div>
      <p className="hs-status" role="status">
        {expanded && results.status === 'success' && options.length === 0 && (
          <FormattedMessage id="packages.declaration.hsNoMatch" />
        )}
      </p>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  )
}
