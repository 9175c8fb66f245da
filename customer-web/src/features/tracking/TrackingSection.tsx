import type { ReactNode } from 'react'
import { TitledSection } from '../../ui'

/** A section of the tracking pages, named `tracking.<name>.title`, its heading `tracking-<name>-heading`. */
export function TrackingSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <TitledSection
      className="tracking-section"
      headingId={`tracking-${name}-heading`}
      titleId={`tracking.${name}.title`}
    >
      {children}
    </TitledSection>
  )
}
