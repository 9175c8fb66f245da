import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { errorMessageId } from '../../api/client'
import {
  useAddresses,
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
  type SavedAddress,
} from '../../api/addresses'
import { Button, Card, ConfirmDialog, EmptyState, QueryView, useToast } from '../../ui'
import { AddressForm } from './AddressForm'

/** Saved destinations, offered when shipping: add, edit and delete (after a confirmation). */
export function AddressesCard() {
  const addresses = useAddresses()
  const create = useCreateAddress()
  const [adding, setAdding] = useState(false)

  return (
    <Card title={<FormattedMessage id="settings.addresses.title" />}>
      <QueryView
        query={addresses}
        empty={
          !adding && (
            <EmptyState
              title={<FormattedMessage id="settings.addresses.empty.title" />}
              message={<FormattedMessage id="settings.addresses.empty.text" />}
            />
          )
        }
      >
        {(list) => (
          <ul className="settings-addresses">
            {list.map((address) => (
              <AddressItem key={address.id} address={address} />
            ))}
          </ul>
        )}
      </QueryView>
      {adding ? (
        <>
          <h3>
            <FormattedMessage id="settings.addresses.new" />
          </h3>
          <AddressForm save={create} onDone={() => setAdding(false)} />
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <FormattedMessage id="settings.addresses.add" />
        </Button>
      )}
    </Card>
  )
}

function AddressItem({ address }: { address: SavedAddress }) {
  const intl = useIntl()
  const toast = useToast()
  const update = useUpdateAddress(address.id)
  const remove = useDeleteAddress(address.id)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const name = address.label ?? address.recipientName

  async function confirmDelete() {
    try {
      await remove.run()
      setConfirming(false)
      toast.show({
        title: intl.formatMessage({ id: 'settings.addresses.deleted' }),
        variant: 'success',
      })
    } catch (error) {
      setConfirming(false)
      toast.show({ title: intl.formatMessage({ id: errorMessageId(error) }), variant: 'error' })
    }
  }

  if (editing)
    return (
      <li className="settings-address">
        <AddressForm address={address} save={update} onDone={() => setEditing(false)} />
      </li>
    )
  const country = intl.formatDisplayName(address.country, { type: 'region' }) ?? address.country
  return (
    <li className="settings-address">
      <address>
        {address.label && <strong>{address.label}</strong>}
        <span>{address.recipientName}</span>
        <span>{address.street}</span>
        <span>{[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}</span>
        <span>{country}</span>
        <span dir="ltr">{address.recipientPhone}</span>
      </address>
      <div className="settings-actions">
        <Button
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={intl.formatMessage({ id: 'settings.addresses.editOf' }, { name })}
        >
          <FormattedMessage id="settings.addresses.edit" />
        </Button>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          aria-label={intl.formatMessage({ id: 'settings.addresses.deleteOf' }, { name })}
        >
          <FormattedMessage id="settings.addresses.delete" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="settings.addresses.confirm.title" values={{ name }} />}
        message={<FormattedMessage id="settings.addresses.confirm.text" />}
        confirmLabel={<FormattedMessage id="settings.addresses.confirm.action" />}
        destructive
        pending={remove.pending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  )
}
