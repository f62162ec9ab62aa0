// Ask Your Questions (product §2): the contact rules without a last name.

import { formMessages } from '@agency/shared/contract';
import { MessageForm } from '../../components/message-form/message-form';
import { FAQ_LAYOUT } from '../../components/message-form/message-form-layouts';

export function FaqQuestionForm() {
  return (
    <MessageForm
      source="faq"
      title="Ask Your Questions"
      intro="Did not find your answer? Send us your question and a specialist will reply."
      layout={FAQ_LAYOUT}
      submitLabel="Send Question"
      successText={formMessages.faqQuestionSent}
    />
  );
}
