// Real-user Core Web Vitals of the page view (the web-vitals package, loaded on the visitor's first
// interaction by the visitor script): LCP, INP, CLS, FCP and TTFB, each once final, sent together
// when the page is hidden (or the batch is full), with the remotes that rendered the page.

import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { send } from './visitor-beacon';

export const reportVitals = (path: string, remotes: () => Record<string, string>): void => {
  let waiting: Array<Record<string, unknown>> = [];
  const flush = () => {
    send(waiting);
    waiting = [];
  };
  const add = (metric: Metric) => {
    const value = metric.name === 'CLS' ? Math.round(metric.value * 10000) / 10000 : Math.round(metric.value);
    waiting.push({ id: metric.id.replace(/[^\w-]/g, '-').slice(0, 40), type: 'vital', path, name: metric.name, value, remotes: remotes() });
    if (waiting.length >= 5) flush();
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
};
