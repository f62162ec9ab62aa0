// The payment provider's return page after a successful payment (product §2).

import { OutcomeCard } from '../../components/outcome-card/outcome-card';

export default function PaymentSuccessPage() {
  return (
    <OutcomeCard tone="success" title="Your payment was successful" linkLabel="Go back to Home">
      <p className="outcome__lead">Thank you for subscribing!</p>
      <p>A receipt is on its way to your inbox, and your account manager will be in touch to plan the first steps.</p>
    </OutcomeCard>
  );
}
