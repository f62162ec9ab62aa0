// Five stars filled to the product's rating.

import { Icon } from '../../components/icon/icon';

export function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(Math.min(Math.max(rating, 0), 5));
  return (
    <p className="star-rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" size={16} filled={index < rounded} className={index < rounded ? 'star-rating__on' : 'star-rating__off'} />
      ))}
    </p>
  );
}
