import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { CameraOutlined, DeleteOutlined, PictureOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Flex, Image } from 'antd'

interface PhotoPickerProps {
  value: File[]
  onChange: (files: File[]) => void
}

interface PickButtonProps {
  icon: ReactNode
  label: string
  accept: string
  capture?: 'environment'
  testId: string
  onPick: (input: HTMLInputElement) => void
}

/** A button that opens the device's picker (or its camera) through a hidden file input. */
function PickButton({ icon, label, accept, capture, testId, onPick }: PickButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button icon={icon} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        multiple
        hidden
        data-testid={testId}
        onChange={(event) => onPick(event.currentTarget)}
      />
    </>
  )
}

/**
 * Photos of a parcel from the device camera (a phone or tablet opens the rear camera) or from
 * files, with a preview of each before anything is uploaded.
 */
export function PhotoPicker({ value, onChange }: PhotoPickerProps) {
  const translate = useTranslate()
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
        <PickButton
          icon={<CameraOutlined />}
          label={translate('packages.photos.camera', 'Take a photo')}
          accept="image/*"
          capture="environment"
          testId="photos-camera"
          onPick={add}
        />
        <PickButton
          icon={<PictureOutlined />}
          label={translate('packages.photos.files', 'Choose files')}
          accept="image/jpeg,image/png,image/webp"
          testId="photos-files"
          onPick={add}
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
