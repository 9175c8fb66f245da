import { useIntl } from 'react-intl'
import { useMutation } from '../../api/query'
import { WALLET_PATH, type WalletMoveResult } from '../../api/wallet'
import { focusResult, formatUsd, serverFieldErrors, useToast, type FieldErrors } from '../../ui'

/** The wallet's balance card: where focus goes once money moved, to read the new balance. */
export const BALANCE_ID = 'wallet-balance-card'

/**
 * Money into or out of the wallet from a form: sent once whatever the retries, then the wallet is read again,
 * the form emptied, `doneId` said in a toast with the amount moved and focus moved to the new balance. The server's messages go beside the
 * form's fields, its `amountCents` beside the amount; `fieldOf` places the others.
 */
export function useWalletMove<B, F extends string>({
  path,
  doneId,
  form,
  fieldOf = () => undefined,
}: {
  path: string
  doneId: string
  form: { clear: () => void; setErrors: (errors: FieldErrors<F | 'amount'>) => void }
  fieldOf?: (serverField: string) => F | undefined
}) {
  const intl = useIntl()
  const toast = useToast()
  const move = useMutation<B, WalletMoveResult>('POST', path, {
    idempotent: true,
    invalidates: [WALLET_PATH],
  })

  function send(body: B) {
    return move
      .run(body)
      .then((result) => {
        form.clear()
        toast.show({
          variant: 'success',
          title: intl.formatMessage(
            { id: doneId },
            { amount: formatUsd(intl, Math.abs(result.transaction.amountCents)) }
          ),
        })
        focusResult(document.getElementById(BALANCE_ID))
      })
      .catch((error: unknown) =>
        form.setErrors(
          serverFieldErrors<F | 'amount'>(error, (field) =>
            field === 'amountCents' ? 'amount' : fieldOf(field)
          )
        )
      )
  }

  return { ...move, send }
}
