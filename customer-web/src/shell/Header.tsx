import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { useQuery } from '../api/query'
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
  'tracking',
  'checkout',
  'wallet',
  'notifications',
  'settings',
]
/** A menu link's label is `nav.<route id>`, but for the signed-in pages named only in the menu. */
const SHELL_LABELS: Partial<Record<RouteId, string>> = {
  tracking: 'shell.nav.tracking',
  checkout: 'shell.nav.checkout',
  notifications: 'shell.nav.notifications',
  settings: 'shell.nav.settings',
}
const navLabel = (id: RouteId) => SHELL_LABELS[id] ?? `nav.${id}`

const UNREAD_COUNT_URL = '/api/notifications/unread-count'

/** The signed-in user's unread notifications; a notification write (under /api/notifications) refreshes it. */
function useUnreadCount(signedIn: boolean): number {
  const query = useQuery<{ count: number }>(signedIn ? UNREAD_COUNT_URL : null)
  return signedIn ? (query.data?.count ?? 0) : 0
}

export function Header() {
  const intl = useIntl()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { lang } = useLanguage()
  const { user, loading } = useCurrentUser()
  const signOut = useSignOut()
  const toast = useToast()
  const unread = useUnreadCount(!!user)
  const menuId = useId()
  // The phone menu is open on the page where it was opened: following a link (or switching language) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const menuButton = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (menuOpen) menu.current?.querySelector<HTMLElement>('a, button, select')?.focus()
  }, [menuOpen])

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return
    setMenuOpenOn(null)
    menuButton.current?.focus()
  }

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
    <header className="site-header" onKeyDown={onMenuKeyDown}>
      <div className="container">
        <Link to={pathFor('home', lang)} className="brand">
          <FormattedMessage id="app.name" />
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <MenuIcon open={menuOpen} />
          <FormattedMessage id="shell.menu" />
          {unread > 0 && (
            <>
              <span className="nav-badge" aria-hidden="true">
                {intl.formatNumber(unread)}
              </span>
              <span className="visually-hidden">
                <FormattedMessage id="shell.menu.unread" values={{ count: unread }} />
              </span>
            </>
          )}
        </button>
        <div id={menuId} ref={menu} className={menuOpen ? 'site-menu is-open' : 'site-menu'}>
          <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="site-nav">
            <ul>
              {nav.map((id) => (
                <li key={id}>
                  <NavLink to={pathFor(id, lang)} end>
                    {id === 'notifications' && unread > 0 ? (
                      <>
                        <span aria-hidden="true">
                          <FormattedMessage id={navLabel(id)} />
                          <span className="nav-badge">{intl.formatNumber(unread)}</span>
                        </span>
                        <span className="visually-hidden">
                          <FormattedMessage
                            id="shell.nav.notificationsUnread"
                            values={{ count: unread }}
                          />
                        </span>
                      </>
                    ) : (
                      <FormattedMessage id={navLabel(id)} />
                    )}
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
      </div>
    </header>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 5l10 10M15 5 5 15' : 'M3 5h14M3 10h14M3 15h14'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
