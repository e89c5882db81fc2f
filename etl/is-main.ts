// Whether a module is the script node was started with: its command-line part runs then, and not
// when a test imports it. Compared as URLs, because import.meta.url percent-encodes a path's
// spaces and non-ASCII letters (a checkout in "~/my projects" never ran the step at all).
import { pathToFileURL } from 'node:url';

export const isMain = (moduleUrl: string, script = process.argv[1]): boolean =>
	script !== undefined && moduleUrl === pathToFileURL(script).href;
