import { useEffect, useState, type Ref } from 'react'
import { useList, useTranslate } from '@refinedev/core'
import { AutoComplete, Input, Typography, type InputRef } from 'antd'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { useI18nState, type AppLocale } from '../../i18n'
import { http } from '../../providers/http'
import type { UserRow } from '../users/types'

/** A row of `GET /api/admin/users`: the customer whose suite a parcel names. */
export type Customer = UserRow

// The account holds no address; the phone number's country code is where the customer lives.
function countryOf(customer: Customer, locale: AppLocale) {
  const country = customer.phone ? parsePhoneNumberFromString(customer.phone)?.country : undefined
  return country ? new Intl.DisplayNames([locale], { type: 'region' }).of(country) : undefined
}

export function describeCustomer(customer: Customer, locale: AppLocale) {
  const name = `${customer.firstName} ${customer.lastName}`
  const country = countryOf(customer, locale)
  return country ? `${name} · ${country}` : name
}

/** The customer whose suite this is, or null: an exact match, whatever was typed. */
export async function findCustomer(suite: string): Promise<Customer | null> {
  const { data } = await http.get<Customer[]>('/api/admin/users', {
    params: { customerId: suite.trim().toUpperCase(), role: 'customer', _start: 0, _end: 1 },
  })
  return data[0] ?? null
}

function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

interface SuiteFieldProps {
  id?: string
  value?: string
  onChange?: (value: string) => void
  onBlur?: () => void
  /** After a customer is picked from the suggestions (with Enter or a click). */
  onPick: () => void
  inputRef: Ref<InputRef>
}

/** The suite box: suggests customers by suite or name while typing (an antd Form.Item control). */
export function SuiteField({
  id,
  value = '',
  onChange,
  onBlur,
  onPick,
  inputRef,
}: SuiteFieldProps) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const typed = useDebounced(value.trim(), 250)
  const { result, query } = useList<Customer>({
    resource: 'users',
    filters: [
      { field: 'q', operator: 'eq', value: typed },
      { field: 'role', operator: 'eq', value: 'customer' },
    ],
    pagination: { currentPage: 1, pageSize: 8 },
    queryOptions: { enabled: typed.length >= 2 },
  })
  const customers = typed.length >= 2 ? result.data : []

  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onSelect={(suite: string) => {
        onChange?.(suite)
        onPick()
      }}
      options={customers.map((customer) => ({
        value: customer.customerId,
        label: (
          <span>
            <Typography.Text strong>{customer.customerId}</Typography.Text>{' '}
            {describeCustomer(customer, locale)}
          </span>
        ),
      }))}
      notFoundContent={
        query.isFetching
          ? translate('packages.receive.searching', 'Searching…')
          : typed.length >= 2
            ? translate('packages.receive.noMatch', 'No customer matches')
            : null
      }
      defaultActiveFirstOption
    >
      <Input
        ref={inputRef}
        autoComplete="off"
        placeholder={translate('packages.receive.suitePlaceholder', 'SG-12345 or a name')}
        // Enter picks a suggestion; it never sends the form half filled.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
    </AutoComplete>
  )
}
