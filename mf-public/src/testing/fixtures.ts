// Demo records for the component tests, shaped like the API host's replies.

import type {
  AboutUs,
  Blog,
  Faq,
  Plan,
  Product,
  Service,
  SingleBlog,
  SingleService,
  TeamMember,
  Testimonial,
  Work,
} from '@agency/shared/contract';

const stamps = (createdAt = '2026-01-15T10:00:00.000Z') => ({ createdAt, updatedAt: createdAt });
const hexId = (n: number) => n.toString(16).padStart(24, '0');

export const blogPost = (n: number, overrides: Partial<Blog> = {}): Blog => ({
  _id: hexId(n),
  slug: `post-${n}`,
  heading: `Post number ${n}`,
  description: `<p>Summary <strong>of</strong> post ${n}.</p>`,
  image: `blog-${n}.webp`,
  ...stamps(),
  ...overrides,
});

export const blogPosts = (count: number): Blog[] => Array.from({ length: count }, (_, i) => blogPost(i + 1));

export const singleBlog = (overrides: Partial<SingleBlog> = {}): SingleBlog => ({
  _id: hexId(900),
  slug: 'post-1',
  heading: 'Post number 1',
  description: '<p>The full article.</p>',
  images: [],
  ...stamps(),
  ...overrides,
});

export const teamMember = (n: number, overrides: Partial<TeamMember> = {}): TeamMember => ({
  _id: hexId(100 + n),
  image: `team-${n}.webp`,
  title: `Team member ${n}`,
  role: `Role ${n}`,
  description: `<p>Bio of member ${n}.</p>`,
  link1: `https://www.linkedin.com/in/member-${n}`,
  link2: '',
  link3: '',
  link4: '',
  ...stamps(),
  ...overrides,
});

export const work = (n: number): Work => ({
  _id: hexId(200 + n),
  image: `work-${n}.webp`,
  title: `Case study ${n}`,
  description: `<p>What we did for client ${n}.</p>`,
  ...stamps(),
});

export const testimonial = (n: number): Testimonial => ({
  _id: hexId(300 + n),
  image: `client-${n}.webp`,
  title: `Client ${n}`,
  role: `Director ${n}`,
  description: `<p>Quote of client ${n}.</p>`,
  ...stamps(),
});

export const plan = (overrides: Partial<Plan>): Plan => ({
  _id: hexId(400),
  planName: 'Basic',
  price: 199,
  duration: 'month',
  description: '<ul><li>Minimum 8 keywords</li></ul>',
  popular: false,
  ...stamps(),
  ...overrides,
});

export const service = (n: number, overrides: Partial<Service> = {}): Service => ({
  _id: hexId(500 + n),
  slug: `service-${n}`,
  title: `Service ${n}`,
  description: `<p>About <em>service</em> ${n}.</p>`,
  image: `service-${n}.webp`,
  ...stamps(),
  ...overrides,
});

export const singleService = (overrides: Partial<SingleService> = {}): SingleService => ({
  _id: hexId(600),
  slug: 'service-1',
  heading: 'Service 1 in depth',
  description: '<p>Everything about service 1.</p>',
  images: ['gallery-1.webp'],
  features: [],
  ...stamps(),
  ...overrides,
});

export const faq = (n: number, category: string, overrides: Partial<Faq> = {}): Faq => ({
  _id: hexId(700 + n),
  heading: `Question ${n}?`,
  description: `<p>Answer ${n}.</p>`,
  category,
  image: null,
  ...stamps(),
  ...overrides,
});

export const product = (n: number, overrides: Partial<Product> = {}): Product => ({
  _id: hexId(800 + n),
  name: `Product ${n}`,
  description: `<p>Product ${n}.</p>`,
  brand: 'Northstar Digital',
  regularPrice: 1000 + n,
  discountPrice: null,
  productType: 'normal',
  stock: 10,
  image: `product-${n}.webp`,
  rating: 4,
  ...stamps(),
  ...overrides,
});

export const aboutEntry = (overrides: Partial<AboutUs> = {}): AboutUs => ({
  _id: hexId(1000),
  image: 'about.webp',
  title: 'Who we are',
  description: '<p>We are a <strong>search</strong> agency.</p>',
  mission: 'Grow our clients.',
  vision: 'Be the most trusted agency.',
  values: 'Honesty and craft.',
  ...stamps(),
  ...overrides,
});
