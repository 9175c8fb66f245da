import { FormattedMessage, useIntl } from 'react-intl'
import { MessageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { Section } from '../../ui'
import '../../ui/content.css'
import './logos.css'

interface LogoFile {
  file: string
  name: string
  description: string
  alt: string
  dark?: boolean
}

/** The files in customer-web/public/logos, served at /logos/*.svg. */
const LOGOS: LogoFile[] = [
  {
    file: '/logos/sigma-forwarding-logo.svg',
    name: 'logos.primary.name',
    description: 'logos.primary.description',
    alt: 'logos.primary.alt',
  },
  {
    file: '/logos/sigma-forwarding-logo-white.svg',
    name: 'logos.white.name',
    description: 'logos.white.description',
    alt: 'logos.white.alt',
    dark: true,
  },
  {
    file: '/logos/sigma-forwarding-logo-mono.svg',
    name: 'logos.mono.name',
    description: 'logos.mono.description',
    alt: 'logos.mono.alt',
  },
  {
    file: '/logos/sigma-forwarding-mark.svg',
    name: 'logos.mark.name',
    description: 'logos.mark.description',
    alt: 'logos.mark.alt',
  },
]

export default function DownloadLogosPage() {
  usePageTitle('logos.title')
  const intl = useIntl()
  return (
    <div className="content-page">
      <MessageHeading titleId="logos.heading" leadId="logos.lead" />

      <ul className="content-grid logos-grid">
        {LOGOS.map((logo) => {
          const fileName = logo.file.split('/').pop() ?? logo.file
          return (
            <li key={logo.file} className="content-card logo-card">
              <div className={logo.dark ? 'logo-preview logo-preview--dark' : 'logo-preview'}>
                <img src={logo.file} alt={intl.formatMessage({ id: logo.alt })} loading="lazy" />
              </div>
              <h2 className="logo-name">
                <FormattedMessage id={logo.name} />
              </h2>
              <p>
                <FormattedMessage id={logo.description} />
              </p>
              <a
                className="content-button content-button--secondary"
                href={logo.file}
                download={fileName}
              >
                <FormattedMessage id="logos.download" values={{ file: fileName }} />
              </a>
            </li>
          )
        })}
      </ul>

      <div className="content-narrow">
        <Section
          def={{
            id: 'logos-rules',
            title: 'logos.rules.title',
            items: [
              'logos.rules.item1',
              'logos.rules.item2',
              'logos.rules.item3',
              'logos.rules.item4',
            ],
          }}
        />
        <Section
          def={{ id: 'logos-press', title: 'logos.press.title', paragraphs: ['logos.press.p1'] }}
        />
      </div>
    </div>
  )
}
