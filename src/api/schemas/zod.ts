// The SPA's one door to zod: the functional "mini" build, which the bundler trims to the
// schemas in use (classic zod put 27 KB gzip in every page's first load; decision 005). Its
// English messages are loaded here, so an issue reads as it did with classic zod ("Invalid
// input: expected string, received number") wherever it reaches the user.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };
