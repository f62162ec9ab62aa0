// Async boundary; run on its own (`npm run dev -w <remote>`), the remote mounts its pages standalone.
import('./bootstrap');
