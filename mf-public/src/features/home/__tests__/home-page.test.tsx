import { screen, waitFor, within } from '@testing-library/react';
import { FACTS, FEATURE_CARDS, HOME_SERVICE_CARDS, SITE } from '@agency/shared/contract';
import { mockApi, renderWithStore } from '@agency/shared/testing';
import { homeHandlers } from '../../../testing/home-handlers';
import { service } from '../../../testing/fixtures';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import HomePage from '../home-page';

jest.mock('../../../components/captcha/captcha');

// The sections below the hero download their code on their own (section-code.ts); these tests are about what they show.
beforeAll(loadAllSectionCode);

const server = mockApi(...homeHandlers());

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('shows the banner with its headline, Book Now to /contact and the quote form', async () => {
    renderWithStore(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Grow your business with data-driven SEO and advertising');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('form', { name: 'Get a free quote' })).toBeInTheDocument();
    expect(document.title).toContain(SITE.name);
    await screen.findByText('Post number 1');
  });

  it('lays out the sections in the order of the product', async () => {
    renderWithStore(<HomePage />);
    await screen.findByText('Team member 1');
    await screen.findAllByText('Quote of client 1.');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      'Get a free quote',
      'Services that grow your traffic and sales',
      `What Makes ${SITE.name} Different`,
      `Why Choose ${SITE.name}`,
      'Our Features',
      'Meet Our Dedicated Team',
      'Numbers we are proud of',
      'Our Recent Works',
      'Pricing Plans',
      'What Our Client Say',
      'Ready To Talk?',
      'Latest News and Insights',
    ];
    expect(headings).toEqual(order);
  });

  it('shows the four service cards and the six features', async () => {
    renderWithStore(<HomePage />);
    const services = within(sectionNamed('Services that grow your traffic and sales'));
    expect(services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([...HOME_SERVICE_CARDS]);
    const features = within(sectionNamed('Our Features'));
    expect(features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([...FEATURE_CARDS]);
    await screen.findByText('Post number 1');
  });

  it('links a service card to its service page when the API knows it, else to the list', async () => {
    server.use(...homeHandlers({ services: [service(1, { title: 'Google Ads', slug: 'google-ads' })] }));
    renderWithStore(<HomePage />);
    const services = within(sectionNamed('Services that grow your traffic and sales'));
    // The card links to the list until the services arrive (a CI run with three jest workers asserted before then).
    await waitFor(() => expect(services.getByRole('link', { name: 'Google Ads' })).toHaveAttribute('href', '/services/google-ads'));
    expect(services.getByRole('link', { name: 'Seo Services' })).toHaveAttribute('href', '/services');
  });

  it('shows the facts band with its Contact Us call to action', async () => {
    renderWithStore(<HomePage />);
    const facts = within(sectionNamed('Numbers we are proud of'));
    for (const fact of FACTS) expect(facts.getByText(fact.value)).toBeInTheDocument();
    expect(facts.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await screen.findByText('Post number 1');
  });

  it('shows the Ready To Talk banner with partner logos and two ways to /contact', async () => {
    renderWithStore(<HomePage />);
    const banner = within(sectionNamed('Ready To Talk?'));
    expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(banner.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    expect(within(banner.getByRole('list', { name: 'Brands we work with' })).getAllByRole('img')).toHaveLength(8);
    await screen.findByText('Post number 1');
  });
});
