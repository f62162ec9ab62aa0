// Business constants and limits of product §9.

import type { FaqCategory, ProductType } from './entities';

export const ADMIN_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 6;
export const HOME_BLOG_TEASER_COUNT = 3;
export const BLOG_SIDEBAR_LATEST_COUNT = 3;
/** Shop listing: our pagination works (issue 3), 8 cards a page. */
export const SHOP_PAGE_SIZE = 8;

export const CONTACT_PHONE_MAX_DIGITS = 11;
export const SIGNUP_PHONE_DIGITS = 10;
export const NAME_MIN_CHARS = 3;
/** Every new password (sign-up, register screen, ADMIN_PASSWORD, password change): schemas/password-rule.ts. */
export const PASSWORD_MIN_CHARS = 10;

export const SIDEBAR_BREAKPOINT_PX = 992;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const AUTH_REDIRECT_DELAY_MS = 1500;

export const MESSAGE_SHORT_MS = 2000;
export const MESSAGE_LONG_MS = 5000;
export const CONTACT_FAILURE_CLEAR_MS = MESSAGE_LONG_MS;

export const CURRENCY_LABEL = 'Rs';
export const PRODUCT_TYPES: readonly ProductType[] = ['normal', 'variation'];

/** Image preview sizes in px (product §9). */
export const PREVIEW_SIZE = {
  about: 100,
  gallery: 70,
  faq: 80,
  default: 50,
} as const;

export const BLOG_FIRST_IMAGE_WIDTH = '100%';
export const BLOG_LATER_IMAGE_WIDTH = '50%';

/** FAQ categories and the tab that shows each (product §3). */
export const FAQ_TABS: ReadonlyArray<{ label: string; category: FaqCategory }> = [
  { label: 'SEO Questions', category: 'Search Engine Optimization' },
  { label: 'SMM Questions', category: 'Social Media Marketing' },
  { label: 'Digital Marketing Questions', category: 'Digital Marketing' },
];
export const FAQ_CATEGORIES: readonly FaqCategory[] = FAQ_TABS.map((tab) => tab.category);

/** Subject select of the contact and quote forms; the first is the unselected placeholder. */
export const SUBJECT_PLACEHOLDER = 'Looking for...';
export const SUBJECT_OPTIONS = ['Seo Audit', 'Paid Ads', 'Email Marketing'] as const;

export const GENDERS = ['male', 'female'] as const;

export interface CarouselSettings {
  gapPx: number;
  loop: boolean;
  autoplayMs: number;
  /** Keep autoplaying after the visitor interacts. */
  autoplayAfterInteraction: boolean;
  slidesPerView: number;
  /** Minimum window width (px) -> slides per view. */
  breakpoints: Readonly<Record<number, number>>;
}

export const TEAM_CAROUSEL: CarouselSettings = {
  gapPx: 40,
  loop: true,
  autoplayMs: 4000,
  autoplayAfterInteraction: true,
  slidesPerView: 1,
  breakpoints: { 600: 2, 768: 2, 992: 3, 1200: 4 },
};

export const WORKS_CAROUSEL: CarouselSettings = {
  gapPx: 30,
  loop: true,
  autoplayMs: 3000,
  autoplayAfterInteraction: true,
  slidesPerView: 1,
  breakpoints: { 600: 2, 1024: 3, 1200: 4 },
};

export const TESTIMONIAL_CAROUSEL: CarouselSettings = {
  gapPx: 30,
  loop: true,
  autoplayMs: 3000,
  autoplayAfterInteraction: true,
  slidesPerView: 1,
  breakpoints: {},
};

export interface PlanCard {
  planName: string;
  price: number;
  duration: string;
  popular: boolean;
  features: readonly string[];
}

/** The three visible plans of product §9; shown when the API has no plans. */
export const DEFAULT_PLANS: readonly PlanCard[] = [
  {
    planName: 'Basic',
    price: 199,
    duration: 'month',
    popular: false,
    features: ['Minimum contract 4 months', 'Minimum 8 keywords', 'Business analysis', 'In-depth website study'],
  },
  {
    planName: 'Standard',
    price: 299,
    duration: 'month',
    popular: true,
    features: ['Minimum contract 6 months', 'Minimum 20 keywords', 'Business analysis', 'In-depth website study'],
  },
  {
    planName: 'Professional',
    price: 399,
    duration: 'month',
    popular: false,
    features: ['Minimum contract 12 months', 'Minimum 20 keywords', 'Business analysis', 'In-depth website study'],
  },
];
export const POPULAR_PLAN_LABEL = 'Popular Plan';

export const FACTS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '98%', label: 'Client retention' },
  { value: '5+', label: 'Years of service' },
  { value: '10+', label: 'Professionals' },
  { value: '500+', label: 'Satisfied clients' },
];

export const HOME_SERVICE_CARDS = ['Seo Services', 'Facebook Ads', 'Google Ads', 'Keyword Research'] as const;

export const FEATURE_CARDS = [
  'Expert Team',
  'Transparency and Communication',
  'Customer Support and Service',
  'Proactive Issue Management',
  'Tailored Solutions',
  'Customer Satisfaction',
] as const;

export const SOCIAL_TIPS = [
  'Set Clear Objectives',
  'Optimize Profiles',
  'Content Strategy',
  'Hashtags and Keywords',
  'Identify Target Audience',
  'Engage with Your Audience',
] as const;

export const PUBLIC_COPYRIGHT_YEAR = 2025;
export const ADMIN_COPYRIGHT_YEAR = 2024;

/** Static side panel of the admin add and edit screens (display only). */
export const PUBLISH_PANEL = { status: 'Draft', visibility: 'Public', publish: 'Immediately' } as const;

/** Upload limits the forms and the API host agree on. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_REQUEST = 10;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
