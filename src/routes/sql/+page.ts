// The console runs entirely in the browser: prerender an empty shell, no server rendering.
export const prerender = true;
export const ssr = false;
