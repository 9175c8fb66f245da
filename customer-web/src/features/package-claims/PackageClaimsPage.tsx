import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import {
  packageClaimsListUrl,
  PROOF_RULES,
  useClaimPackage,
  type ClaimStatus,
  type PackageClaim,
} from '../../api/package-claims'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Button,
  Card,
  EmptyState,
  FileField,
  FormError,
  MessageHeading,
  QueryView,
  Skeleton,
  StatusBadge,
  TextField,
  TitledSection,
  formatDate,
  type BadgeTone,
  useToast,
} from '../../ui'
import { formFailure, hasErrors, ruleErrors } from '../settings/formFailure'
import './package-claims.css'

const TONES: Record<ClaimStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
}

/** The message id for a proof the server would refuse, judged before it is sent. */
function checkProof(file: File | null): string | undefined {
  if (!file) return 'claims.proof.required'
  if (!(PROOF_RULES.types as readonly string[]).includes(file.type)) return 'claims.proof.type'
  if (file.size > PROOF_RULES.maxBytes) return 'validation.file.tooBig'
}

/**
 * A parcel that reached the warehouse without the customer's suite on its label: they name its
 * tracking number and show their order confirmation, and follow the claim until staff decide.
 */
export default function PackageClaimsPage() {
  usePageTitle('route.packageClaims.title')
  const intl = useIntl()
  const toast = useToast()
  const { lang } = useLanguage()
  const claims = useQuery<PackageClaim[]>(packageClaimsListUrl())
  const { claim, pending } = useClaimPackage()
  const [tracking, setTracking] = useState('')
  const [proof, setProof] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<'inboundTracking' | 'proof', string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const found = ruleErrors(intl, {
      inboundTracking: tracking.trim().length < 4 ? 'claims.tracking.required' : undefined,
      proof: checkProof(proof),
    })
    setErrors(found)
    if (hasErrors(found)) return
    try {
      await claim(tracking.trim(), proof!)
      toast.show({ title: intl.formatMessage({ id: 'claims.sent' }), variant: 'success' })
      setTracking('')
      setProof(null)
      // A file input cannot be emptied from React: a new key gives a new one.
      setFormKey((key) => key + 1)
    } catch (failure) {
      const refused = formFailure(failure, intl, ['inboundTracking', 'proof'] as const)
      setErrors(refused.fieldErrors)
      setFormError(refused.formError)
    }
  }

  return (
    <div className="claims-page">
      <MessageHeading titleId="route.packageClaims.title" leadId="claims.lead" />

      <Card title={<FormattedMessage id="claims.form.title" />}>
        <form
          key={formKey}
          className="claims-form"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            label={<FormattedMessage id="claims.tracking.label" />}
            hint={<FormattedMessage id="claims.tracking.hint" />}
            error={errors.inboundTracking}
            name="inboundTracking"
            dir="ltr"
            autoComplete="off"
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
          />
          <FileField
            label={<FormattedMessage id="claims.proof.label" />}
            hint={<FormattedMessage id="claims.proof.hint" />}
            error={errors.proof}
            name="proof"
            accept={PROOF_RULES.accept}
            onChange={(event) => setProof(event.target.files?.[0] ?? null)}
          />
          <FormError message={formError} />
          <div>
            <Button type="submit" busy={pending}>
              <FormattedMessage id="claims.submit" />
            </Button>
          </div>
        </form>
      </Card>

      <TitledSection
        className="claims-list"
        headingId="claims-list-title"
        titleId="claims.list.title"
      >
        <QueryView
          query={claims}
          loading={<Skeleton lines={3} />}
          empty={
            <EmptyState
              title={<FormattedMessage id="claims.list.emptyTitle" />}
              message={<FormattedMessage id="claims.list.emptyText" />}
            />
          }
        >
          {(rows) => (
            <ul className="claims-rows">
              {rows.map((row) => (
                <li key={row.id} className="claims-row">
                  <div>
                    <p className="claims-tracking" dir="ltr">
                      {row.inboundTracking}
                    </p>
                    <p className="claims-date">
                      <FormattedMessage
                        id="claims.list.sentOn"
                        values={{ date: formatDate(intl, row.createdAt) }}
                      />
                    </p>
                    <a href={row.proofUrl} target="_blank" rel="noreferrer">
                      <FormattedMessage id="claims.list.openProof" />
                    </a>
                  </div>
                  <StatusBadge tone={TONES[row.status]}>
                    <FormattedMessage id={`claims.status.${row.status}`} />
                  </StatusBadge>
                  {row.packageNumber && (
                    <Link to={pathFor('packageDetail', lang, { number: row.packageNumber })}>
                      <FormattedMessage
                        id="claims.list.openPackage"
                        values={{ number: row.packageNumber }}
                      />
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </TitledSection>
    </div>
  )
}
