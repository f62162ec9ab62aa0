// The frame of every public page (the shell's `Layout`): navbar, the page, footer (which
// hydrates when it comes near the viewport or is touched, and only then downloads its code).

import { Outlet } from '@agency/shared/router';
import { PageSection } from '../../components/page-section/page-section';
import { sectionCode } from '../../components/page-section/section-code';
import { StructuredData } from '../../components/structured-data/structured-data';
import { organization, website } from '../../components/structured-data/schema-org';
import { SiteHeader } from './site-header';
import '../../components/section-heading/section.css';
import './layout.css';

const FOOTER = sectionCode(() => import('./site-footer').then((module) => module.SiteFooter));

export default function PublicLayout() {
  return (
    <div className="public-site">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" className="public-site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <PageSection deferred skipOffscreen size="footer" code={FOOTER} />
      <StructuredData data={[organization(), website()]} />
    </div>
  );
}
