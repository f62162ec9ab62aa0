// Our Recent Works on the home page (product §2): the works carousel under the home page's title.

import { WorksSection } from '../../components/works-carousel/works-section';

export function RecentWorksSection() {
  return <WorksSection title="Our Recent Works" />;
}
