// What an address that is no page of the site shows, also for an unknown blog post
// or service; a server rendering it answers 404.

import { Link } from '@agency/shared/router';
import { routerMessages } from '@agency/shared/contract';
import { useHttpStatus } from '@agency/shared/ui';
import { Icon } from '../icon/icon';
import { PageMeta } from '../page-meta/page-meta';
import '../outcome-card/outcome-card.css';

export function NotFoundContent() {
  useHttpStatus(404);
  return (
    <section className="outcome">
      <PageMeta title={routerMessages.notFound} description="The page you were looking for does not exist or has moved." noIndex />
      <div className="outcome__card">
        <p className="outcome__code" aria-hidden="true">
          404
        </p>
        <h1>{routerMessages.notFound}</h1>
        <p>The page you were looking for does not exist or has moved. These pages may help:</p>
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
