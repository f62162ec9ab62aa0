// The public footer (product §2): the links, four social links, e-mail, phone,
// address and the copyright year.

import { Link } from '@agency/shared/router';
import { PUBLIC_COPYRIGHT_YEAR, SITE } from '@agency/shared/contract';
import { Icon } from '../../components/icon/icon';
import { socialNetworkOf } from '../../utils/social-network';
import { BrandLogo } from './brand-logo';
import { FOOTER_LINKS } from './nav-links';
import './site-footer.css';

const ICON_OF_NETWORK = { facebook: 'facebook', instagram: 'instagram', linkedin: 'linkedin', x: 'x', website: 'globe' } as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="ui-container site-footer__grid">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand" aria-label={`${SITE.name} home`}>
            <BrandLogo inverted />
          </Link>
          <p>{SITE.tagline}</p>
          <ul className="site-footer__social" aria-label="Social media">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SITE.name} on ${network.name} (opens in a new tab)`}
                >
                  <Icon name={ICON_OF_NETWORK[socialNetworkOf(network.href)]} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <h2 className="site-footer__heading">Quick links</h2>
          <ul>
            {FOOTER_LINKS.map((item) => (
              <li key={item.to + item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Get in touch</h2>
          <address>
            <ul>
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={SITE.phoneHref}>{SITE.phone}</a>
              </li>
              <li>
                <Icon name="pin" size={20} />
                <span>{SITE.address}</span>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="ui-container">
          <p>
            Copyright &copy; {PUBLIC_COPYRIGHT_YEAR} {SITE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
