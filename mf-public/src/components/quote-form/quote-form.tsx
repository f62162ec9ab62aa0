// The quote form of the home banner and of each service page (product §2, §5):
// full name, email, phone, optional subject and message, then the captcha.

import { formMessages } from '@agency/shared/contract';
import { MessageForm } from '../message-form/message-form';
import { QUOTE_LAYOUT } from '../message-form/message-form-layouts';

export interface QuoteFormProps {
  source: 'quote-home' | 'quote-service';
  /** The service a quote from a service page is about. */
  sourceDetail?: string;
  heading: string;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
  className?: string;
}

export function QuoteForm({ source, sourceDetail, heading, headingLevel, submitLabel = 'Get Quote', className }: QuoteFormProps) {
  return (
    <MessageForm
      source={source}
      sourceDetail={sourceDetail}
      title={heading}
      titleLevel={headingLevel}
      layout={QUOTE_LAYOUT}
      submitLabel={submitLabel}
      successText={formMessages.contactSent}
      className={className}
    />
  );
}
