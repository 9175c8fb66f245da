import type { ReactNode } from 'react'
import { CanAccess, useTranslate, useUserFriendlyName } from '@refinedev/core'
import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'
import { PageFrame } from './PageFrame'

interface AdminOnlyProps {
  /** The resource and action the access-control provider is asked about (its ADMIN_ONLY). */
  resource: string
  action: string
  children: ReactNode
}

/**
 * A page for admins alone. The menu hides it from staff, but an address can still be typed or
 * kept from a link: staff then read that the page is for administrators, under the page's name,
 * and the page itself (its code and its API calls, which answer 403 or leave figures out) never
 * loads.
 */
export function AdminOnly({ resource, action, children }: AdminOnlyProps) {
  return (
    <CanAccess resource={resource} action={action} fallback={<AdminsOnly resource={resource} />}>
      {children}
    </CanAccess>
  )
}

function AdminsOnly({ resource }: { resource: string }) {
  const translate = useTranslate()
  const friendlyName = useUserFriendlyName()
  const navigate = useNavigate()
  return (
    <PageFrame title={translate(`${resource}.${resource}`, friendlyName(resource, 'plural'))}>
      <Result
        status="403"
        title={translate('errors.adminsOnly', 'For administrators only')}
        subTitle={translate(
          'errors.adminsOnlyText',
          'Your role does not open this page. Ask an administrator if you need what it shows.'
        )}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {translate('pages.error.backHome', 'Back to the dashboard')}
          </Button>
        }
      />
    </PageFrame>
  )
}
