// A plain-text summary of rich HTML for meta descriptions and card teasers: the shared
// contract's, so the admin's search-result preview derives the same description.

export { summarizeHtml as summarize, type SummaryOptions } from '@agency/shared/contract';
