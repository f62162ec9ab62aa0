// One client quote of What Our Client Say.

import type { Testimonial } from '@agency/shared/contract';
import { ApiImage } from '../../components/api-image/api-image';
import { Icon } from '../../components/icon/icon';
import { RichText } from '../../components/rich-text/rich-text';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <Icon name="quote" size={40} className="testimonial__mark" filled />
      <blockquote className="testimonial__quote">
        <RichText html={testimonial.description} />
      </blockquote>
      <figcaption className="testimonial__author">
        <ApiImage
          className="testimonial__photo"
          kind="testimonial"
          file={testimonial.image}
          alt={testimonial.imageAlt ?? ''}
          width={64}
          height={64}
          sizes="64px"
        />
        <span>
          <span className="testimonial__name">{testimonial.title}</span>
          <span className="testimonial__role">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
