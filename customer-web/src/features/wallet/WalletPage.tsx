import { useIntl } from 'react-intl'
import { WALLET_PATH, type Wallet } from '../../api/wallet'
import { useQuery } from '../../api/query'
import { usePageTitle } from '../../routing/usePageTitle'
import { Card, PageHeading, QueryView, Skeleton, formatUsd } from '../../ui'
import { OwedPrompt } from '../payments/OwedPrompt'
import { Ledger } from './Ledger'
import { TopUpForm } from './TopUpForm'
import { WithdrawalForm } from './WithdrawalForm'
import { BALANCE_ID } from './useWalletMove'
import '../payments/payments.css'
import './wallet.css'

/** The wallet: what is in it, adding to it by card, asking for it back, and every move it made. */
export default function WalletPage() {
  const intl = useIntl()
  usePageTitle('route.wallet.title')
  const wallet = useQuery<Wallet>(WALLET_PATH)

  return (
    <>
      <PageHeading lead={intl.formatMessage({ id: 'wallet.lead' })}>
        {intl.formatMessage({ id: 'wallet.title' })}
      </PageHeading>
      <OwedPrompt />
      <QueryView query={wallet} loading={<Skeleton lines={2} />}>
        {(data) => (
          <>
            <Card
              id={BALANCE_ID}
              className="wallet-balance"
              title={intl.formatMessage({ id: 'wallet.balance' })}
            >
              <p className="wallet-balance-amount" data-testid="wallet-balance">
                {formatUsd(intl, data.balanceCents)}
              </p>
            </Card>
            <div className="wallet-forms">
              <TopUpForm limits={data.topUp} />
              <WithdrawalForm balanceCents={data.balanceCents} />
            </div>
          </>
        )}
      </QueryView>
      <Ledger />
    </>
  )
}
