import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useIntl } from 'react-intl'
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../config'

export interface ToastInput {
  title: ReactNode
  description?: ReactNode
  variant?: 'info' | 'success' | 'error'
  durationMs?: number
}

interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

interface ToastApi {
  show(toast: ToastInput): number
  dismiss(id: number): void
}

const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

let nextId = 1

export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const regionRef = useRef<HTMLOListElement>(null)

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)))
    window.setTimeout(
      () => setToasts((list) => list.filter((toast) => toast.id !== id)),
      TOAST_REMOVE_DELAY_MS
    )
  }, [])

  const show = useCallback((input: ToastInput) => {
    const id = nextId++
    // Newest first; only TOAST_LIMIT stay visible, so a new toast replaces the old one.
    setToasts((list) => [{ ...input, id, open: true }, ...list].slice(0, TOAST_LIMIT))
    return id
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault()
        regionRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])
  const visible = toasts.filter((toast) => toast.open)

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A live region from the first paint: a toast added to it is announced (one added together with
          its own live region would not be); an error interrupts as an alert. */}
      <ol
        ref={regionRef}
        className="toast-region"
        tabIndex={-1}
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'toast.region' }, { hotkey: TOAST_HOTKEY })}
      >
        {visible.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </ol>
    </ToastContext.Provider>
  )
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const intl = useIntl()
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)
  const paused = useRef(false)

  useEffect(() => {
    const timer = window.setTimeout(
      () => paused.current || onDismiss(),
      toast.durationMs ?? TOAST_DURATION_MS
    )
    return () => window.clearTimeout(timer)
  }, [toast.durationMs, onDismiss])

  return (
    <li
      className={`toast toast-${toast.variant ?? 'info'}`}
      role={toast.variant === 'error' ? 'alert' : undefined}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={(event) => {
        start.current = event.clientX
        paused.current = true
      }}
      onPointerMove={(event) => {
        // Swipe right to dismiss, in both reading directions (right, not "towards the end").
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
      }}
      onPointerUp={() => {
        if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss()
        start.current = null
        paused.current = false
        setOffset(0)
      }}
      onPointerCancel={() => {
        start.current = null
        paused.current = false
        setOffset(0)
      }}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast-close"
        onClick={onDismiss}
        aria-label={intl.formatMessage({ id: 'common.close' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}
