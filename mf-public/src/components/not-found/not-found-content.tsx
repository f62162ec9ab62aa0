// What an address that is no page of the site shows, also for an unknown blog post
// or service; a server rendering it answers 404. Where staff marked the address gone (a 410
// rule), it says the page was removed for good, and the answer stays 410.

import { Link, useLocation } from '@agency/shared/router';
import { routerMessages } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';
import { useHttpStatus } from '@agency/shared/ui';
import { Icon } from '../icon/icon';
import { PageMeta } from '../page-meta/page-meta';
import '../outcome-card/outcome-card.css';

const MISSING = {
  status: 404,
  title: routerMessages.notFound,
  text: 'The page you were looking for does not exist or has moved.',
};
const GONE = {
  status: 410,
  title: routerMessages.gone,
  text: 'The page you were looking for has been removed and is not coming back.',
};

export function NotFoundContent() {
  // Only the address the rule answered: a later 404 in the same visit is an ordinary one.
  const { pathname } = useLocation();
  const page = getRuntimeConfig().gonePath === pathname ? GONE : MISSING;
  useHttpStatus(page.status);
  return (
    <section className="outcome">
      <PageMeta title={page.title} description={page.text} noIndex />
      <div className="outcome__card">
        <p className="outcome__code" aria-hidden="true">
          {page.status}
        </p>
        <h1>{page.title}</h1>
        <p>{page.text} These pages may help:</p>
        <ul className="outcome__links">
          <li>
            <Link to="/services">Our services</Link>
          </li>
          <li>
            <Link to="/blog">The blog</Link>
          </li>
          <li>
            <Link to="/contact">Contact us</Link>
          </li>
        </ul>
        <Link className="btn btn-primary" to="/">
          Go back to Home
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </section>
  );
}
