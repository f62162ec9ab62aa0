// The page's own stylesheets load with the page (a server-rendered page needs them before
// any script), then the async boundary: shared singletons are negotiated before use.
import '@fontsource-variable/inter/wght.css';
import '@agency/shared/ui/ui.css';
import './styles/app-frame.css';

import('./bootstrap');
