// The opening line of the contact message when a visitor came from a product or
// a plan (Shop's ADD TO CART, a pricing plan's button): /contact?product=... or ?plan=...

export const interestMessage = (search: URLSearchParams): string => {
  const product = search.get('product')?.trim();
  if (product) return `I'm interested in ${product}`;
  const plan = search.get('plan')?.trim();
  if (plan) return `I'm interested in the ${plan} plan`;
  return '';
};
