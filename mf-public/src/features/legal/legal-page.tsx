// The frame of the legal pages: banner, contents with links to each section, the text.

import type { ReactNode } from 'react';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import '../../components/rich-text/rich-text.css';
import './legal.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalPageProps {
  /** Which legal page: its head comes with the SEO fields staff set for it. */
  page: 'privacy' | 'terms';
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalPage({ page, title, updated, intro, sections }: LegalPageProps) {
  const seo = usePageSeo(page);
  return (
    <>
      <PageMeta title={title} seo={seo} />
      <PageBanner title={title} intro={`Last updated: ${updated}`} />
      <div className="section legal">
        <div className="ui-container legal__layout">
          <nav className="legal__contents" aria-label="Contents">
            <h2>Contents</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal__text rich-text">
            <div className="legal__intro">{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  {index + 1}. {section.heading}
                </h2>
                {section.body}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
