// The payment provider's return page after a failed or cancelled payment (product §2).

import { Link } from '@agency/shared/router';
import { OutcomeCard } from '../../components/outcome-card/outcome-card';

export default function PaymentCancelPage() {
  return (
    <OutcomeCard tone="failure" title="Your payment was failed" linkLabel="Go back to Home">
      <p className="outcome__lead">Something went wrong and you have not been charged. Please try again later.</p>
      <p>
        If the problem continues, <Link to="/contact">contact us</Link> and we will sort it out with you.
      </p>
    </OutcomeCard>
  );
}
