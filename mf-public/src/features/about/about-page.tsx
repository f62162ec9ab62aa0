// About Us (product §2): the about entries staff keep, then the team.

import { loadErrors, SITE } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { TeamSection } from '../../components/team-carousel/team-section';
import { AboutEntry } from './about-entry';
import './about.css';

export default function AboutPage() {
  const { data: entries, isLoading, isError } = contentReads.about.useList();
  const seo = usePageSeo('about');
  return (
    <>
      <PageMeta title="About Us" seo={seo} />
      <PageBanner title="About Us" intro={SITE.tagline} />
      <section className="section about" aria-label={`About ${SITE.name}`}>
        <div className="ui-container">
          {isLoading ? <Spinner label="Loading..." /> : null}
          {isError ? (
            <Message tone="error" className="load-error">
              {loadErrors.data}
            </Message>
          ) : null}
          <div className="about__entries">
            {entries?.map((entry, index) => (
              <AboutEntry key={entry._id} entry={entry} index={index} />
            ))}
          </div>
        </div>
      </section>
      <TeamSection className="section--alt" />
    </>
  );
}
