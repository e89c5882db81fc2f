// A chart's SVG held to a golden file, as Plot's own test/plot-snapshot.js does: on a mismatch
// the new drawing is written beside the golden one as `<name>-changed.svg` to look at (and to
// copy over the golden file when the change is meant). A missing golden file is written once.
import { JSDOM } from 'jsdom';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

const GOLDEN = join(import.meta.dirname, 'golden');

/** A DOM to draw in, outside any browser. */
export function svgDocument(): Document {
	return new JSDOM('<!DOCTYPE html><body></body>').window.document;
}

/** The SVG's markup, one element per line so a diff shows what moved. Plot's generated class
 * names carry a random suffix; they are made stable. */
export function svgText(node: Element): string {
	const markup = node.outerHTML.replace(/plot-[0-9a-f]{6}/g, 'plot').replace(/></g, '>\n<');
	return `${markup}\n`;
}

export function expectGoldenSvg(node: Element, name: string): void {
	const path = join(GOLDEN, `${name}.svg`);
	const changed = join(GOLDEN, `${name}-changed.svg`);
	const actual = svgText(node);
	if (!existsSync(path)) {
		writeFileSync(path, actual);
		return;
	}
	const expected = readFileSync(path, 'utf8');
	if (actual === expected) {
		rmSync(changed, { force: true });
		return;
	}
	writeFileSync(changed, actual);
	expect(actual, `${name}: drawing changed, see ${changed}`).toBe(expected);
}
