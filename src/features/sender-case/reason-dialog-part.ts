import { lazyPart } from '../../hooks/lazy-part.ts';

/** The action dialog's code (react-hook-form, Mantine's Modal): loaded once the case page is idle. */
export const LazyReasonDialog = lazyPart(() => import('./reason-dialog.tsx').then((m) => m.ReasonDialog));
