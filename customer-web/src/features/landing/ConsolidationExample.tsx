import { FormattedMessage, useIntl } from 'react-intl'
import { formatUsd } from '../../ui/format'
import {
  CONSOLIDATED_CENTS,
  SEPARATE_PACKAGE_CENTS,
  consolidationSaving,
} from './consolidationExample'
import './landing.css'

/** Three packages shipped separately versus consolidated; every figure is computed from the inputs. */
export function ConsolidationExample() {
  const intl = useIntl()
  const { separateTotalCents, savingCents, savingRatio } = consolidationSaving(
    SEPARATE_PACKAGE_CENTS,
    CONSOLIDATED_CENTS
  )
  return (
    <>
      <table className="content-table">
        <caption className="visually-hidden">
          <FormattedMessage id="landing.example.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="landing.example.colShipment" />
            </th>
            <th scope="col" className="content-num">
              <FormattedMessage id="landing.example.colCost" />
            </th>
          </tr>
        </thead>
        <tbody>
          {SEPARATE_PACKAGE_CENTS.map((cents, index) => (
            <tr key={index}>
              <th scope="row">
                <FormattedMessage id="landing.example.package" values={{ number: index + 1 }} />
              </th>
              <td className="content-num">{formatUsd(intl, cents)}</td>
            </tr>
          ))}
          <tr className="landing-example-total">
            <th scope="row">
              <FormattedMessage id="landing.example.separate" />
            </th>
            <td className="content-num">{formatUsd(intl, separateTotalCents)}</td>
          </tr>
          <tr className="landing-example-consolidated">
            <th scope="row">
              <FormattedMessage id="landing.example.consolidated" />
            </th>
            <td className="content-num">{formatUsd(intl, CONSOLIDATED_CENTS)}</td>
          </tr>
        </tbody>
      </table>
      <p className="content-callout landing-saving">
        <FormattedMessage
          id="landing.example.saving"
          values={{ amount: formatUsd(intl, savingCents), percent: savingRatio }}
        />
      </p>
    </>
  )
}
