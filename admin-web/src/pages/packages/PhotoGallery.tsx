import { useTranslate } from '@refinedev/core'
import { Flex, Image } from 'antd'

/* A list row's photo has its thumbnail only (the API types both views' photos as one), and then
   previews as that thumbnail: antd previews the image's own src when given none. */
type Photo = { thumbnailUrl: string; url?: string }

/** A package's photos as thumbnails; a click opens the full pictures, one after another. */
export function PhotoGallery({ number, photos }: { number: string; photos: Photo[] }) {
  const translate = useTranslate()
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {photos.map((photo, index) => (
          <Image
            key={photo.thumbnailUrl}
            src={photo.thumbnailUrl}
            preview={{ src: photo.url }}
            width={120}
            height={120}
            style={{ objectFit: 'cover' }}
            alt={translate(
              'packages.photos.alt',
              { number, index: index + 1 },
              'Photo {index} of {number}'
            )}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  )
}
