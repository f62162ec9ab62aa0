// The Ready To Talk banner (product §2) with the partner logos and two ways to /contact:
// the home page's closing call to action, and the shared block that ends a service page.

import { Link } from '@agency/shared/router';
import { Icon } from '../icon/icon';
import { PartnerLogos } from './partner-logos';
import './ready-to-talk.css';

export function ReadyToTalk() {
  return (
    <section className="section ready" aria-labelledby="ready-title">
      <div className="ui-container">
        <div className="ready__banner">
          <div className="ready__copy">
            <h2 id="ready-title">Ready To Talk?</h2>
            <p>
              Tell us where you want your business to be in a year. We will come back within one working day with an honest view of how
              search and advertising can get you there.
            </p>
            <div className="ready__actions">
              <Link className="btn btn-light" to="/contact">
                Contact Us
                <Icon name="arrowRight" size={18} />
              </Link>
              <Link className="btn btn-ghost-light" to="/contact">
                Get in touch
              </Link>
            </div>
          </div>
          <div className="ready__partners">
            <p className="ready__partners-title">Trusted by growing brands</p>
            <PartnerLogos />
          </div>
        </div>
      </div>
    </section>
  );
}
