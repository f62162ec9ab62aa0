// What Our Client Say: the testimonial carousel, filled once GET /testimonial has
// answered; a failed load shows nothing (spec §4).

import { Suspense, useEffect } from 'react';
import { TESTIMONIAL_CAROUSEL } from '@agency/shared/contract';
import { useGetTestimonialsQuery } from '@agency/shared/api';
import { Carousel, preloadCarousel } from '../../components/carousel/lazy-carousel';
import { SectionHeading } from '../../components/section-heading/section-heading';
import { TestimonialCard } from './testimonial-card';
import './testimonials.css';

export function TestimonialsSection() {
  const { data: testimonials, isError } = useGetTestimonialsQuery();
  useEffect(preloadCarousel, []);
  if (isError || (testimonials && testimonials.length === 0)) return null;

  return (
    <section className="section section--dark testimonials" aria-labelledby="testimonials-title">
      <div className="ui-container testimonials__inner">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Client Say" inverted />
        <div className="testimonials__slides">
          {testimonials ? (
            <Suspense fallback={null}>
              <Carousel settings={TESTIMONIAL_CAROUSEL} label="Client testimonials">
                {testimonials.map((testimonial) => (
                  <TestimonialCard key={testimonial._id} testimonial={testimonial} />
                ))}
              </Carousel>
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
