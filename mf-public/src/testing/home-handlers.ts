// The API calls of the home page, answered with demo data; tests override one at a time.

import type { Blog, Plan, Service, TeamMember, Testimonial, Work } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse } from '@agency/shared/testing';
import { blogPages } from './blog-pages';
import { blogPosts, teamMember, testimonial, work } from './fixtures';

export interface HomeData {
  blogs?: Blog[];
  team?: TeamMember[];
  works?: Work[];
  testimonials?: Testimonial[];
  plans?: Plan[];
  services?: Service[];
}

export const homeHandlers = (data: HomeData = {}) => [
  blogPages(data.blogs ?? blogPosts(5)),
  http.get(apiUrl('team'), () => HttpResponse.json(data.team ?? [teamMember(1), teamMember(2)])),
  http.get(apiUrl('work'), () => HttpResponse.json(data.works ?? [work(1), work(2)])),
  http.get(apiUrl('testimonial'), () => HttpResponse.json(data.testimonials ?? [testimonial(1)])),
  http.get(apiUrl('plan'), () => HttpResponse.json(data.plans ?? [])),
  http.get(apiUrl('services'), () => HttpResponse.json(data.services ?? [])),
];
