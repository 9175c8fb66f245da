import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PackagePhoto } from '../../api/packages'
import { Button } from '../../ui'

/**
 * The warehouse's photos of a package as thumbnails; each opens full size in a native modal dialog
 * (focus trapped, Escape closes, focus goes back to the thumbnail), with previous/next and arrow keys.
 */
export function PhotoGallery({ photos, number }: { photos: PackagePhoto[]; number: string }) {
  const intl = useIntl()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState<number | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open !== null && !element.open) element.showModal()
    if (open === null && element.open) element.close()
  }, [open])

  const step = (by: number) =>
    setOpen((current) => (current === null ? null : (current + by + photos.length) % photos.length))

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Arrows follow reading direction: in Arabic the next photo is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    if (event.key === 'ArrowRight') step(rtl ? -1 : 1)
    if (event.key === 'ArrowLeft') step(rtl ? 1 : -1)
  }

  if (photos.length === 0) {
    return (
      <p className="package-muted">
        <FormattedMessage id="packages.photos.none" />
      </p>
    )
  }

  const alt = (index: number) =>
    intl.formatMessage(
      { id: 'packages.photos.alt' },
      { number, index: index + 1, count: photos.length }
    )

  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button type="button" className="photo-thumb" onClick={() => setOpen(index)}>
              <img src={photo.thumbnailUrl} alt={alt(index)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="photo-viewer"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClose={() => setOpen(null)}
      >
        {open !== null && (
          <>
            <h2 id={titleId} className="photo-viewer-title">
              {alt(open)}
            </h2>
            <img className="photo-viewer-image" src={photos[open].url} alt={alt(open)} />
            <div className="photo-viewer-actions">
              {photos.length > 1 && (
                <>
                  <Button variant="secondary" onClick={() => step(-1)}>
                    <FormattedMessage id="packages.photos.previous" />
                  </Button>
                  <Button variant="secondary" onClick={() => step(1)}>
                    <FormattedMessage id="packages.photos.next" />
                  </Button>
                </>
              )}
              <Button onClick={() => setOpen(null)} autoFocus>
                <FormattedMessage id="packages.photos.close" />
              </Button>
            </div>
          </>
        )}
      </dialog>
    </>
  )
}
