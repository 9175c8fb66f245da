import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Package } from '../../api/packages'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { Card, formatUsd } from '../../ui'
import { Measurements } from '../packages/PackageBits'

/** Every package in storage as a checkbox, with what it holds, its size and its storage fee so far. */
export function PackagesStep({
  stored,
  chosen,
  onChoose,
}: {
  stored: Package[]
  chosen: string[]
  onChoose: (packageNumbers: string[]) => void
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const toggle = (number: string, on: boolean) =>
    onChoose(
      stored
        .map((pkg) => pkg.number)
        .filter((each) => (each === number ? on : chosen.includes(each)))
    )
  return (
    <Card
      title={<FormattedMessage id="shipping.packages.title" values={{ count: chosen.length }} />}
    >
      <fieldset className="ship-request-packages">
        <legend className="visually-hidden">
          <FormattedMessage id="shipping.packages.choose" />
        </legend>
        {stored.map((pkg) => (
          <div key={pkg.number} className="ship-request-package">
            <input
              type="checkbox"
              id={`ship-${pkg.number}`}
              checked={chosen.includes(pkg.number)}
              onChange={(event) => toggle(pkg.number, event.target.checked)}
            />
            <label htmlFor={`ship-${pkg.number}`}>
              <bdi>{pkg.number}</bdi>
              {pkg.sender && <span> · {pkg.sender}</span>}
            </label>
            <Link
              to={pathFor('packageDetail', lang, { number: pkg.number })}
              aria-label={intl.formatMessage(
                { id: 'shipping.packages.open' },
                { number: pkg.number }
              )}
            >
              <FormattedMessage id="shipping.packages.details" />
            </Link>
            <span>
              <Measurements pkg={pkg} />
            </span>
            <span>
              {pkg.declaredValueCents === null ? (
                <span className="ship-request-warning">
                  <FormattedMessage id="shipping.packages.notDeclared" />
                </span>
              ) : (
                <FormattedMessage
                  id="shipping.packages.declared"
                  values={{ amount: formatUsd(intl, pkg.declaredValueCents) }}
                />
              )}
            </span>
          </div>
        ))}
      </fieldset>
    </Card>
  )
}
