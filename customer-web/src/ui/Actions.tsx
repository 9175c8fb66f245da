import { FormattedMessage } from 'react-intl'
import { ForwardArrow, PageLink } from './PageLink'
import type { RouteId } from '../routing/routeTable'

/** The main call to action of the content pages: a button-styled link to sign up. */
export function SignUpButton({ messageId }: { messageId: string }) {
  return (
    <PageLink to="signUp" className="content-button">
      <FormattedMessage id={messageId} />
      <ForwardArrow />
    </PageLink>
  )
}

/** Sign up, and beside it a quieter link to another page (the calculator, the contact form). */
export function SignUpActions({
  signUpId,
  secondary,
}: {
  signUpId: string
  secondary: { to: RouteId; messageId: string }
}) {
  return (
    <div className="content-actions">
      <SignUpButton messageId={signUpId} />
      <PageLink to={secondary.to} className="content-button content-button--secondary">
        <FormattedMessage id={secondary.messageId} />
      </PageLink>
    </div>
  )
}

/** The closing banner of the landing and service pages: a title, a line of text and the sign-up button. */
export function CtaBanner({
  headingId,
  className,
  titleId,
  textId,
  buttonId,
}: {
  /** The element id that names the banner. */
  headingId: string
  className: string
  titleId: string
  textId: string
  buttonId: string
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={titleId} />
      </h2>
      <p>
        <FormattedMessage id={textId} />
      </p>
      <SignUpButton messageId={buttonId} />
    </section>
  )
}
