export { mountStandalone, type PageLoader } from './mount-standalone';
