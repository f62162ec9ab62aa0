// The questions of one tab; each answer opens under its question.

import { useState } from 'react';
import type { Faq } from '@agency/shared/contract';
import { ApiImage } from '../../components/api-image/api-image';
import { Icon } from '../../components/icon/icon';
import { RichText } from '../../components/rich-text/rich-text';

export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  // The first answer starts open, so the page never looks empty.
  const [open, setOpen] = useState<string | null>(faqs[0]?._id ?? null);

  if (faqs.length === 0) return <p className="faq-accordion__empty">No questions in this topic yet. Ask yours below.</p>;

  return (
    <ul className="faq-accordion">
      {faqs.map((faq) => {
        const expanded = open === faq._id;
        const answerId = `faq-answer-${faq._id}`;
        return (
          <li key={faq._id} className={`faq-accordion__item${expanded ? ' is-open' : ''}`}>
            <h3 className="faq-accordion__question">
              <button type="button" aria-expanded={expanded} aria-controls={answerId} onClick={() => setOpen(expanded ? null : faq._id)}>
                <span>{faq.heading}</span>
                <Icon name="chevronDown" size={20} className="faq-accordion__chevron" />
              </button>
            </h3>
            <div id={answerId} className="faq-accordion__answer" hidden={!expanded}>
              {faq.image ? (
                <ApiImage
                  className="faq-accordion__image"
                  kind="faq"
                  file={faq.image}
                  alt={faq.imageAlt ?? ''}
                  width={600}
                  height={400}
                  sizes="(min-width: 576px) 160px, 92vw"
                />
              ) : null}
              <RichText html={faq.description} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
