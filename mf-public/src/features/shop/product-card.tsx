// A product of the shop: picture with the search, heart and share icons, name,
// price in Rs (the regular price struck through when discounted), rating, and ADD
// TO CART. There is no cart: the button opens the contact form with the product
// already named.

import { Link } from '@agency/shared/router';
import { CURRENCY_LABEL, type Product } from '@agency/shared/contract';
import { Message } from '@agency/shared/ui';
import { ApiImage } from '../../components/api-image/api-image';
import { ProductActions } from './product-actions';
import { StarRating } from './star-rating';
import { formatAmount } from '../../utils/format-amount';
import { useShareProduct } from './use-share-product';

export const formatPrice = (amount: number): string => `${CURRENCY_LABEL} ${formatAmount(amount, 'indian')}`;

export interface ProductCardProps {
  product: Product;
  wished: boolean;
  onToggleWish: (id: string) => void;
  priority?: boolean;
}

export function ProductCard({ product, wished, onToggleWish, priority = false }: ProductCardProps) {
  const { share, message } = useShareProduct(product.name);
  const discounted = product.discountPrice !== null && product.discountPrice < product.regularPrice;
  return (
    <article className="product-card">
      <div className="product-card__media">
        {discounted ? <span className="product-card__badge">Sale</span> : null}
        <ApiImage
          className="product-card__image"
          kind="product"
          file={product.image}
          alt={product.imageAlt ?? ''}
          width={400}
          height={400}
          sizes="(min-width: 1200px) 280px, (min-width: 576px) 45vw, 92vw"
          priority={priority}
        />
        <ProductActions name={product.name} wished={wished} onToggleWish={() => onToggleWish(product._id)} onShare={() => void share()} />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h2 className="product-card__name">{product.name}</h2>
        <StarRating rating={product.rating} />
        <p className="product-card__price">
          {discounted ? (
            <>
              <span className="ui-visually-hidden">Sale price </span>
              <span className="product-card__current">{formatPrice(product.discountPrice as number)}</span>{' '}
              <span className="ui-visually-hidden">Regular price </span>
              <del className="product-card__regular">{formatPrice(product.regularPrice)}</del>
            </>
          ) : (
            <span className="product-card__current">{formatPrice(product.regularPrice)}</span>
          )}
        </p>
        <div className="product-card__status" aria-live="polite">
          {message ? (
            <Message tone={message.tone} className="product-card__message">
              {message.text}
            </Message>
          ) : null}
        </div>
        <Link className="btn btn-primary product-card__cta" to={`/contact?product=${encodeURIComponent(product.name)}`}>
          ADD TO CART
          <span className="ui-visually-hidden">: ask us about {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
