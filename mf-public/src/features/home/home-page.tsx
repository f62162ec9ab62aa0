import { SITE } from '@agency/shared/contract';

export default function HomePage() {
  return (
    <main>
      <title>{`${SITE.name} | SEO, Paid Search and Social Media Agency`}</title>
      <h1>Grow your business with data-driven SEO and advertising</h1>
      <p>{SITE.tagline}</p>
    </main>
  );
}
