// What this remote exposes to the shell: each public page by name, loaded on first visit.

import type { PageLoader } from '@agency/shared/dev';

const comingSoon: PageLoader = () => import('./features/coming-soon/coming-soon-page');

export const pages: Record<string, PageLoader> = {
  Layout: () => import('./layout/public-layout'),
  Home: () => import('./features/home/home-page'),
  NotFound: () => import('./features/not-found/not-found-page'),
  About: comingSoon,
  Contact: comingSoon,
  BlogList: comingSoon,
  BlogDetail: comingSoon,
  Faqs: comingSoon,
  Terms: comingSoon,
  Privacy: comingSoon,
  ServiceList: comingSoon,
  ServiceDetail: comingSoon,
  Login: comingSoon,
  SignUp: comingSoon,
  ForgotPassword: comingSoon,
  Shop: comingSoon,
  PaymentSuccess: comingSoon,
  PaymentCancel: comingSoon,
  ThankYou: comingSoon,
};
