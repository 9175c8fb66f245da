import { useIntl } from 'react-intl'
import { useMutation } from '../../api/query'
import { WALLET_PATH, type WalletMoveResult } from '../../api/wallet'
import { formatUsd, serverFieldErrors, useToast, type FieldErrors } from '../../ui'

/**
 * Money into or out of the wallet from a form: sent once whatever the retries, then the wallet is read again,
 * the form emptied and `doneId` said in a toast with the amount moved. The server's messages go beside the
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
