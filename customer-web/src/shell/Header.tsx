import { FormattedMessage, useIntl } from 'react-intl'
import { Link, NavLink, useNavigate } from 'react-router'
import { useCurrentUser, useSignOut } from '../features/auth/session'
import { useLanguage } from '../i18n/useLanguage'
import { pathFor, type RouteId } from '../routing/routeTable'
import { Button, useToast } from '../ui'
import { LanguageSwitcher } from './LanguageSwitcher'

const VISITOR_NAV: RouteId[] = [
  'packageForwarding',
  'calculator',
  'helpCenter',
  'blog',
  'about',
  'contact',
]
const CUSTOMER_NAV: RouteId[] = [
  'dashboard',
  'packages',
  'orders',
  'wallet',
  'calculator',
  'helpCenter',
]

export function Header() {
  const intl = useIntl()
  const navigate = useNavigate()
  const { lang } = useLanguage()
  const { user, loading } = useCurrentUser()
  const signOut = useSignOut()
  const toast = useToast()

  async function onSignOut() {
    if (await signOut()) {
      toast.show({ title: intl.formatMessage({ id: 'auth.signedOut' }), variant: 'success' })
      navigate(pathFor('home', lang))
    } else {
      toast.show({
        title: intl.formatMessage({ id: 'error.somethingWentWrong' }),
        variant: 'error',
      })
    }
  }
  const nav = user ? CUSTOMER_NAV : VISITOR_NAV

  return (
    <header className="site-header">
      <div className="container">
        <Link to={pathFor('home', lang)} className="brand">
          <FormattedMessage id="app.name" />
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="site-nav">
          <ul>
            {nav.map((id) => (
              <li key={id}>
                <NavLink to={pathFor(id, lang)} end>
                  <FormattedMessage id={`nav.${id}`} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitcher />
          {!loading &&
            (user ? (
              <Button variant="secondary" onClick={() => void onSignOut()}>
                <FormattedMessage id="auth.signOut" />
              </Button>
            ) : (
              <>
                <Link to={pathFor('signIn', lang)} className="btn btn-ghost">
                  <FormattedMessage id="nav.signIn" />
                </Link>
                <Link to={pathFor('signUp', lang)} className="btn btn-primary">
                  <FormattedMessage id="nav.signUp" />
                </Link>
              </>
            ))}
        </div>
      </div>
    </header>
  )
}
