// Five stars: empty, as product §2 draws them, until the product has a rating; then
// filled to it.

import { Icon } from '../../components/icon/icon';

export const ratingLabel = (rating: number): string => (rating > 0 ? `Rated ${rating} out of 5` : 'Not rated yet');

export function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(Math.min(Math.max(rating, 0), 5));
  return (
    <p className="star-rating" role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          key={index}
          name="star"
          size={16}
          filled={index < rounded}
          className={index < rounded ? 'star-rating__on' : 'star-rating__off'}
        />
      ))}
    </p>
  );
}
