import { useIntl } from 'react-intl'

export interface SpinnerProps {
  size?: 'small' | 'large'
  /** Accessible text; defaults to the translated "Loading...". */
  label?: string
  /** Inside a busy button the button already says what is happening. */
  decorative?: boolean
}

export function Spinner({ size = 'large', label, decorative = false }: SpinnerProps) {
  const intl = useIntl()
  if (decorative) return <span className={`spinner spinner-${size}`} aria-hidden="true" />
  return (
    <span className="spinner-wrap" role="status">
      <span className={`spinner spinner-${size}`} aria-hidden="true" />
      <span className="visually-hidden">
        {label ?? intl.formatMessage({ id: 'common.loading' })}
      </span>
    </span>
  )
}
