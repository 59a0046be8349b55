/**
 * The first module `main.ts` evaluates: the young generation stops growing before the ~1,000
 * modules of the app load (platform/memory.ts). Only a serving process imports it; tests and the
 * bench build the app with V8's defaults.
 */
import { holdYoungGenerationForBoot } from './memory.ts';

holdYoungGenerationForBoot();
