// The classes that colour a Core Web Vital by its rating (good, needs improvement, poor): one set
// of colours for the Insights screen and the editors' page figures.

import type { VitalRating } from '@agency/shared/contract/insights';
import './vital-rating.css';

export const vitalRatingClass = (rating: VitalRating): string => `vital-rating vital-rating--${rating}`;
