import { useTranslate, type BaseRecord } from '@refinedev/core'
import { RecordAction, type RecordActionProps } from './RecordAction'

interface RowActionProps<Row> extends Pick<RecordActionProps<BaseRecord>, 'danger' | 'type'> {
  /** The list's table: the action's resource, and the rows to reload once it is done. */
  table: { resource: string; tableQuery: { refetch: () => unknown } }
  row: Row
  /** The step's name in the API's address and in the messages, e.g. `approve`. */
  action: string
  /** Where the messages live; the resource's name unless told. */
  messages?: string
  /** The dialog also says what the step does (`<messages>.<action>Text`). */
  described?: boolean
}

/**
 * A step taken from a list's row (approve a comment, publish a post): it POSTs to
 * `/api/admin/<resource>/<id>/<action>`, then the list reloads, so the row shows where it now is.
 * Its button reads `<messages>.<action>` and its dialog asks `<messages>.<action>Title`, whose
 * placeholders are the row's fields ("Reject {name}’s comment?").
 */
export function RowAction<Row extends { id: string | number }>({
  table,
  row,
  action,
  messages = table.resource,
  described,
  ...props
}: RowActionProps<Row>) {
  const translate = useTranslate()
  const key = `${messages}.${action}`
  return (
    <RecordAction
      {...props}
      label={translate(key)}
      title={translate(`${key}Title`, row)}
      description={described ? translate(`${key}Text`) : undefined}
      url={`/api/admin/${table.resource}/${row.id}/${action}`}
      onDone={() => void table.tableQuery.refetch()}
    />
  )
}
