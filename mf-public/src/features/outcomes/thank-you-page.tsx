// Where a sent contact, quote or FAQ form lands (product §2).

import { useLocation } from '@agency/shared/router';
import { Message } from '@agency/shared/ui';
import type { ThankYouState } from '../../hooks/use-send-message';
import { OutcomeCard } from '../../components/outcome-card/outcome-card';

export default function ThankYouPage() {
  const notice = (useLocation().state as ThankYouState | null)?.notice;
  return (
    <OutcomeCard
      tone="success"
      title="Thank You!"
      linkLabel="Go back to Home"
      notice={notice ? <Message tone="success">{notice}</Message> : undefined}
    >
      <p className="outcome__lead">Your form has been submitted successfully.</p>
      <p>A member of our team reads every message and usually replies within one working day.</p>
    </OutcomeCard>
  );
}
