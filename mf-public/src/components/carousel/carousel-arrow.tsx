// Previous and next buttons of the carousel. react-slick passes its own props
// (className, onClick, slide counts); only the ones a button understands are used.

import { Icon } from '../icon/icon';

export interface CarouselArrowProps {
  direction: 'previous' | 'next';
  className?: string;
  onClick?: () => void;
}

export function CarouselArrow({ direction, className, onClick }: CarouselArrowProps) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} size={20} />
    </button>
  );
}
