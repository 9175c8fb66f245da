import { FormattedMessage, useIntl } from 'react-intl'
import { useWarehouseAddress, type WarehouseAddress } from '../../api/dashboard'
import { Button, Card, QueryView, Skeleton, useToast } from '../../ui'

/** The lines a store's checkout form asks for, in its order, each with the message id of its label. */
function linesOf(
  address: WarehouseAddress,
  countryName: string
): [labelId: string, value: string][] {
  const lines: [string, string | null][] = [
    ['dashboard.address.name', address.recipientName],
    ['dashboard.address.street', address.street],
    ['dashboard.address.suite', address.addressLine2],
    ['dashboard.address.city', address.city],
    ['dashboard.address.state', address.state],
    ['dashboard.address.zip', address.postalCode],
    ['dashboard.address.country', countryName],
    ['dashboard.address.phone', address.phone],
  ]
  return lines.filter((line): line is [string, string] => line[1] !== null)
}

/** The customer's US address with a copy button per line and one for all of it, to paste into stores. */
export function WarehouseAddressCard() {
  const intl = useIntl()
  const toast = useToast()
  const address = useWarehouseAddress()

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text)
      toast.show({
        title: intl.formatMessage({ id: 'dashboard.address.copied' }, { what }),
        variant: 'success',
      })
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the text stays selectable.
      toast.show({
        title: intl.formatMessage({ id: 'dashboard.address.copyFailed' }),
        variant: 'error',
      })
    }
  }

  return (
    <Card title={<FormattedMessage id="dashboard.address.title" />} className="dashboard-address">
      <p className="dashboard-muted">
        <FormattedMessage id="dashboard.address.lead" />
      </p>
      <QueryView query={address} loading={<Skeleton lines={8} />}>
        {(data) => {
          const lines = linesOf(
            data,
            intl.formatDisplayName(data.country, { type: 'region' }) ?? data.country
          )
          return (
            <>
              <dl className="dashboard-address-lines">
                {lines.map(([labelId, value]) => {
                  const label = intl.formatMessage({ id: labelId })
                  return (
                    <div key={labelId}>
                      <dt>{label}</dt>
                      <dd>
                        <span dir="ltr">{value}</span>
                        <Button
                          variant="ghost"
                          className="dashboard-copy"
                          onClick={() => void copy(value, label)}
                          aria-label={intl.formatMessage(
                            { id: 'dashboard.address.copyLine' },
                            { line: label }
                          )}
                        >
                          <FormattedMessage id="dashboard.address.copy" />
                        </Button>
                      </dd>
                    </div>
                  )
                })}
              </dl>
              <Button
                variant="secondary"
                onClick={() =>
                  void copy(
                    lines.map(([, value]) => value).join('\n'),
                    intl.formatMessage({ id: 'dashboard.address.whole' })
                  )
                }
              >
                <FormattedMessage id="dashboard.address.copyAll" />
              </Button>
            </>
          )
        }}
      </QueryView>
    </Card>
  )
}
