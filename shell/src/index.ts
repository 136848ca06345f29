// The theme's CSS is an initial asset (no flash of unstyled content); everything else waits for the
// async boundary so the federation runtime negotiates shared singletons before app code runs.
import './styles.scss';

import('./bootstrap');
