// The facts band (product §2, §9) with its Contact Us call to action.

import { Link } from '@agency/shared/router';
import { FACTS } from '@agency/shared/contract';
import { Icon } from '../../components/icon/icon';
import './facts-band.css';

export function FactsBand() {
  return (
    <section className="section section--dark facts" aria-labelledby="facts-title">
      <div className="ui-container facts__grid">
        <div className="facts__intro">
          <h2 id="facts-title">Numbers we are proud of</h2>
          <p>Years of campaigns, hundreds of clients and a team that keeps growing with them.</p>
          <Link className="btn btn-accent" to="/contact">
            Contact Us
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
        <dl className="facts__list">
          {FACTS.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
