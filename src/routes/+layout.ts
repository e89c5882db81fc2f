// A static site: every route is prerendered as a shell and runs in the browser (data is client-side).
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';
