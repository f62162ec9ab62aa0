// The page's own stylesheets load with the page (a server-rendered page needs them before
// any script), then the async boundary: shared singletons are negotiated before use. A
// server-rendered page is painted first; the start-up work waits for that frame, and starts in
// a task of its own (this file runs in the task that evaluated the federation runtime).
import './styles/fonts/fonts.css';
import '@agency/shared/ui/ui.css';
import './styles/app-frame.css';
import { afterFirstPaint } from './after-first-paint';
import { yieldToMain } from './yield-to-main';
import { SSR_STATE_ID } from './ssr-state';

const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(yieldToMain).then(() => import('./bootstrap'));
