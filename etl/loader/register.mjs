// `node --import ./etl/loader/register.mjs etl/cli.ts`: TypeScript modules load through
// hooks.mjs. Each thread registers it itself: worker threads do not inherit module hooks.
import { register } from 'node:module';

// Stack traces point into the TypeScript, as under tsx.
process.setSourceMapsEnabled(true);
register('./hooks.mjs', import.meta.url);
