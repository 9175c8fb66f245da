import { TextField, type TextFieldProps } from './TextField'

/** An international phone number: written left to right in every language, filled by the browser as "tel". */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'dir' | 'autoComplete'>) {
  return <TextField {...props} type="tel" dir="ltr" autoComplete="tel" />
}
