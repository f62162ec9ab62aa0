// Any address that is no page of the site.

import { NotFoundContent } from '../../components/not-found/not-found-content';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
