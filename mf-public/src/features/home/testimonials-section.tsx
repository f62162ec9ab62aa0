// What Our Client Say: the testimonial carousel, filled once GET /testimonial has
// answered; a failed load shows nothing (product §4).

import { TESTIMONIAL_CAROUSEL } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { CarouselSection } from '../../components/carousel/carousel-section';
import { TestimonialCard } from './testimonial-card';
import './testimonials.css';

export function TestimonialsSection() {
  const { data: testimonials, isError } = contentReads.testimonial.useList();
  return (
    <CarouselSection
      block="testimonials"
      className="section--dark"
      innerClassName="testimonials__inner"
      heading={{ id: 'testimonials-title', eyebrow: 'Testimonials', title: 'What Our Client Say', inverted: true }}
      items={testimonials}
      failed={isError}
      settings={TESTIMONIAL_CAROUSEL}
      label="Client testimonials"
      renderItem={(testimonial) => <TestimonialCard key={testimonial._id} testimonial={testimonial} />}
    />
  );
}
