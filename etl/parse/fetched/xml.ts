// A small, strict XML reader for the Atom that arXiv serves: elements, attributes, text, CDATA,
// the five named entities and character references. No DTDs (arXiv sends none, and refusing them
// rules out entity expansion), no namespaces beyond splitting the prefix off a name.

export interface XmlElement {
	/** The name without its namespace prefix: `totalResults` for `opensearch:totalResults`. */
	name: string;
	attributes: Record<string, string>;
	children: XmlElement[];
	/** The element's own text (not its children's), entities decoded. */
	text: string;
}

export class XmlError extends Error {}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
	return raw.replace(/&([^;\s&]*);?/g, (whole, ref: string) => {
		if (!whole.endsWith(';')) throw new XmlError(`bare '&' near offset ${at}`);
		if (ref in NAMED) return NAMED[ref];
		const code = /^#x[0-9a-f]+$/i.test(ref)
			? parseInt(ref.slice(2), 16)
			: /^#\d+$/.test(ref)
				? Number(ref.slice(1))
				: NaN;
		if (!Number.isInteger(code) || code > 0x10ffff) {
			throw new XmlError(`unknown entity &${ref}; near offset ${at}`);
		}
		return String.fromCodePoint(code);
	});
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const OPEN_TAG = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

/** Parses a whole document; throws `XmlError` naming the offset of what is wrong. */
export function parseXml(text: string): XmlElement {
	const stack: XmlElement[] = [];
	const names: string[] = [];
	let root: XmlElement | null = null;
	let at = 0;
	while (at < text.length) {
		const lt = text.indexOf('<', at);
		const chunk = text.slice(at, lt === -1 ? text.length : lt);
		if (chunk.trim() !== '') {
			if (stack.length === 0) throw new XmlError(`text outside the root element at offset ${at}`);
			stack[stack.length - 1].text += decode(chunk, at);
		}
		if (lt === -1) break;
		at = lt;
		const rest = text.slice(at, at + 9);
		if (rest.startsWith('<?') || rest.startsWith('<!--')) {
			const end = rest.startsWith('<?') ? '?>' : '-->';
			const close = text.indexOf(end, at);
			if (close === -1) throw new XmlError(`unterminated ${rest.slice(0, 4)} at offset ${at}`);
			at = close + end.length;
		} else if (rest.startsWith('<![CDATA[')) {
			const close = text.indexOf(']]>', at);
			if (close === -1 || stack.length === 0) throw new XmlError(`bad CDATA at offset ${at}`);
			stack[stack.length - 1].text += text.slice(at + 9, close);
			at = close + 3;
		} else if (rest.startsWith('<!')) {
			throw new XmlError(`declarations (${rest.slice(0, 9)}…) are not accepted, offset ${at}`);
		} else if (rest.startsWith('</')) {
			const close = text.indexOf('>', at);
			const name = text.slice(at + 2, close === -1 ? undefined : close).trim();
			if (close === -1) throw new XmlError(`unterminated </${name} at offset ${at}`);
			const open = names.pop();
			if (open !== name) {
				throw new XmlError(`</${name}> at offset ${at} closes <${open ?? 'nothing'}>`);
			}
			stack.pop();
			at = close + 1;
		} else {
			OPEN_TAG.lastIndex = at;
			const tag = OPEN_TAG.exec(text);
			if (!tag) throw new XmlError(`malformed tag at offset ${at}`);
			const attributes: Record<string, string> = {};
			for (const [, name, double, single] of tag[2].matchAll(ATTRIBUTE)) {
				attributes[localName(name)] = decode(double ?? single, at);
			}
			const element: XmlElement = { name: localName(tag[1]), attributes, children: [], text: '' };
			if (stack.length > 0) stack[stack.length - 1].children.push(element);
			else if (root) throw new XmlError(`a second root element at offset ${at}`);
			else root = element;
			if (tag[3] !== '/') {
				stack.push(element);
				names.push(tag[1]);
			}
			at += tag[0].length;
		}
	}
	if (names.length > 0) {
		throw new XmlError(`the document ends inside <${names[names.length - 1]}> (cut short?)`);
	}
	if (!root) throw new XmlError('no root element');
	return root;
}

/** The direct children named `name` (local name). */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
	return element.children.filter((child) => child.name === name);
}

/** The text of the first direct child named `name`, or null when there is none. */
export function childText(element: XmlElement, name: string): string | null {
	const child = element.children.find((c) => c.name === name);
	return child ? child.text : null;
}
