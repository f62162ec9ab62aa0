// A service page (product §2): metadata from the heading, the heading and HTML
// description beside a quote form, Our Featured Services, Our Works and the shared
// Ready To Talk banner.

import { useParams } from '@agency/shared/router';
import { servicePath } from '@agency/shared/contract';
import { Message, Spinner } from '@agency/shared/ui';
import { PageBanner } from '../../components/page-banner/page-banner';
import { DetailPageHead } from '../../components/detail-page-head/detail-page-head';
import { PageMeta } from '../../components/page-meta/page-meta';
import { PageSection } from '../../components/page-section/page-section';
import { service as serviceSchema } from '../../components/structured-data/schema-org';
import { NotFoundContent } from '../../components/not-found/not-found-content';
import { QuoteForm } from '../../components/quote-form/quote-form';
import { ReadyToTalk } from '../../components/ready-to-talk/ready-to-talk';
import { RichText } from '../../components/rich-text/rich-text';
import { WorksSection } from '../../components/works-carousel/works-section';
import { FeaturedServices } from './featured-services';
import { ServiceFeatures } from './service-features';
import { useServiceDetail, type ServiceDetailState } from './use-service-detail';
import './services.css';

export default function ServiceDetailPage() {
  const { slug = '' } = useParams();
  return <ServiceDetailView slug={slug} service={useServiceDetail(slug)} />;
}

/** The page from its data, fetched or (the staff preview, issue 19) handed over. */
export function ServiceDetailView({ slug, service }: { slug: string; service: ServiceDetailState }) {
  if (service.status === 'missing') return <NotFoundContent />;
  const ready = service.status === 'ready' ? service : undefined;

  return (
    <>
      {ready ? (
        <DetailPageHead
          heading={ready.heading}
          html={ready.html}
          picture={ready.image}
          pictureCaption={ready.name}
          seo={ready.seo}
          section={{ name: 'Services', path: '/services' }}
          path={servicePath(slug)}
          describe={(image) => serviceSchema({ name: ready.name, html: ready.html, path: servicePath(slug), image })}
        />
      ) : (
        <PageMeta title="Our Services" />
      )}
      <PageBanner
        title="Our Services"
        titleAs={ready ? 'p' : 'h1'}
        trail={[{ label: 'Services', to: '/services' }]}
        current={ready?.heading ?? 'Service'}
      />
      <div className="section service-detail">
        <div className="ui-container">
          {service.status === 'loading' ? <Spinner label="Loading service..." /> : null}
          {service.status === 'error' ? <Message tone="error">{service.message}</Message> : null}
          {ready ? (
            <div className="service-detail__layout">
              <article className="service-detail__article">
                <h1 className="service-detail__heading">{ready.heading}</h1>
                <RichText html={ready.html} className="service-detail__body" />
                <ServiceFeatures features={ready.features} />
              </article>
              <aside className="service-detail__quote" aria-label="Request a quote">
                <QuoteForm
                  source="quote-service"
                  sourceDetail={ready.name}
                  heading={`Get a quote for ${ready.name}`}
                  submitLabel="Get Quote"
                />
              </aside>
            </div>
          ) : null}
        </div>
      </div>
      {ready ? (
        <>
          <PageSection deferred skipOffscreen size="featured-services">
            <FeaturedServices image={ready.image} name={ready.name} />
          </PageSection>
          <PageSection deferred skipOffscreen size="works">
            <WorksSection title="Our Works" />
          </PageSection>
          <PageSection deferred skipOffscreen size="ready-to-talk">
            <ReadyToTalk />
          </PageSection>
        </>
      ) : null}
    </>
  );
}
