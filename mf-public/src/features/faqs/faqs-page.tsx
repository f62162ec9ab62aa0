// FAQs (product §2): questions by topic in three tabs (SEO first), and a form to ask one.

import { useSearchParams } from '@agency/shared/router';
import { loadErrors, type FaqCategory } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { StructuredData } from '../../components/structured-data/structured-data';
import { faqPage } from '../../components/structured-data/schema-org';
import { FaqAccordion } from './faq-accordion';
import { FaqQuestionForm } from './faq-question-form';
import { categoryFromSearch, FaqTabs, panelId, tabId, topicSearch } from './faq-tabs';
import './faqs.css';

export default function FaqsPage() {
  const { data: faqs, isLoading, isError } = contentReads.faq.useList();
  // The topic lives in the address, so a tab is a link that works before the scripts run.
  const [search, setSearch] = useSearchParams();
  const category = categoryFromSearch(search);
  const setCategory = (next: FaqCategory) => setSearch(new URLSearchParams(topicSearch(next)), { replace: true });
  const shown = (faqs ?? []).filter((faq) => faq.category === category);

  return (
    <>
      <PageMeta title="FAQs" seo={usePageSeo('faqs')} />
      {faqs && faqs.length > 0 ? (
        <StructuredData data={faqPage(faqs.map((faq) => ({ question: faq.heading, answerHtml: faq.description })))} />
      ) : null}
      <PageBanner
        title="Frequently Asked Questions"
        intro="Straight answers about how we work, what things cost and what results to expect."
        current="FAQs"
      />
      <section className="section faqs" aria-label="Questions and answers">
        <div className="ui-container faqs__layout">
          <div className="faqs__questions">
            <FaqTabs selected={category} onSelect={setCategory} />
            <div id={panelId} role="tabpanel" aria-labelledby={tabId(category)} className="faqs__panel" tabIndex={0}>
              {isLoading ? <Spinner label="Loading questions..." /> : null}
              {isError ? <Message tone="error">{loadErrors.faqs}</Message> : null}
              {faqs ? <FaqAccordion key={category} faqs={shown} /> : null}
            </div>
          </div>
          <FaqQuestionForm />
        </div>
      </section>
    </>
  );
}
