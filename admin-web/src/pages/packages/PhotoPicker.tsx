import { useEffect, useMemo, useRef } from 'react'
import { CameraOutlined, DeleteOutlined, PictureOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Flex, Image } from 'antd'

interface PhotoPickerProps {
  value: File[]
  onChange: (files: File[]) => void
}

/**
 * Photos of a parcel from the device camera (a phone or tablet opens the rear camera) or from
 * files, with a preview of each before anything is uploaded.
 */
export function PhotoPicker({ value, onChange }: PhotoPickerProps) {
  const translate = useTranslate()
  const camera = useRef<HTMLInputElement>(null)
  const files = useRef<HTMLInputElement>(null)
  const previews = useMemo(() => value.map((file) => URL.createObjectURL(file)), [value])
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews])

  const add = (input: HTMLInputElement) => {
    onChange([...value, ...Array.from(input.files ?? [])])
    // The same file can be picked again after being removed.
    input.value = ''
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Button icon={<CameraOutlined />} onClick={() => camera.current?.click()}>
          {translate('packages.photos.camera', 'Take a photo')}
        </Button>
        <Button icon={<PictureOutlined />} onClick={() => files.current?.click()}>
          {translate('packages.photos.files', 'Choose files')}
        </Button>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          data-testid="photos-camera"
          onChange={(event) => add(event.currentTarget)}
        />
        <input
          ref={files}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          hidden
          data-testid="photos-files"
          onChange={(event) => add(event.currentTarget)}
        />
      </Flex>
      {value.length > 0 && (
        <Flex gap={8} wrap>
          {value.map((file, index) => (
            <Flex key={previews[index]} vertical align="center" gap={4}>
              <Image
                src={previews[index]}
                alt={file.name}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={translate(
                  'packages.photos.remove',
                  { name: file.name },
                  'Remove {name}'
                )}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  )
}
