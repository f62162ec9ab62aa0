// Our services (product §2): a card per service, linking to its page.

import { Link } from '@agency/shared/router';
import { loadErrors, servicePath } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { BalancedGrid } from '../../components/balanced-grid/balanced-grid';
import { ApiImage } from '../../components/api-image/api-image';
import { Icon } from '../../components/icon/icon';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { summarize } from '../../utils/summarize';
import './services.css';

export default function ServiceListPage() {
  const { data: services, isLoading, isError } = contentReads.service.useList();
  return (
    <>
      <PageMeta title="Our Services" seo={usePageSeo('services')} />
      <PageBanner
        title="Our Services"
        intro="Everything you need to be found, chosen and remembered online, delivered by one senior team."
      />
      <section className="section" aria-label="Services">
        <div className="ui-container">
          {isLoading ? <Spinner label="Loading services..." /> : null}
          {isError ? (
            <Message tone="error" className="load-error">
              {loadErrors.services}
            </Message>
          ) : null}
          {services && services.length > 0 ? (
            <BalancedGrid className="card-grid">
              {services.map((service, index) => (
                <li key={service._id}>
                  <article className="card card--linked service-card">
                    <ApiImage
                      className="card__media"
                      kind="service"
                      file={service.image}
                      alt={service.imageAlt ?? ''}
                      width={500}
                      height={350}
                      sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 92vw"
                      priority={index === 0}
                    />
                    <div className="card__body">
                      <h2 className="card__title">
                        <Link to={servicePath(service.slug)}>{service.title}</Link>
                      </h2>
                      <p className="card__text">{summarize(service.description, 180)}</p>
                      <span className="card__more" aria-hidden="true">
                        Learn more <Icon name="arrowRight" size={16} />
                      </span>
                    </div>
                  </article>
                </li>
              ))}
            </BalancedGrid>
          ) : null}
        </div>
      </section>
    </>
  );
}
