// The sidebar card that turns a reader into a lead (product §2).

import { Link } from '@agency/shared/router';
import { Icon } from '../../components/icon/icon';

export function ConsultationCard() {
  return (
    <section className="sidebar-card consultation-card" aria-labelledby="consultation-title">
      <Icon name="trendingUp" size={36} />
      <h2 id="consultation-title">Ready to boost your website ranking</h2>
      <p>Get a free review of your site and a plan to climb the search results, from a senior SEO strategist.</p>
      <Link className="btn btn-accent" to="/contact">
        GET A FREE CONSULTATION
      </Link>
    </section>
  );
}
