import { useTranslate } from '@refinedev/core'
import { Select } from 'antd'
import { listFilter, setListFilter, type ListState } from '../../shared/list'

interface StatusFilterProps {
  table: ListState
  /** Message ids are `<namespace>.<status>`, as the list's status tags use them. */
  namespace: string
  statuses: readonly string[]
}

/** The list's `status` filter; clearing it shows every status again. */
export function StatusFilter({ table, namespace, statuses }: StatusFilterProps) {
  const translate = useTranslate()
  return (
    <Select<string>
      allowClear
      value={listFilter<string>(table, 'status')}
      onChange={(status) => setListFilter(table, 'status', status)}
      placeholder={translate('packages.allStatuses', 'All statuses')}
      aria-label={translate('packages.fields.status', 'Status')}
      options={statuses.map((status) => ({
        value: status,
        label: translate(`${namespace}.${status}`, status),
      }))}
      style={{ width: 200 }}
    />
  )
}
