import { describe, expect, it } from 'vitest';
import { childText, childrenNamed, parseXml, XmlError } from '../../../../etl/parse/fetched/xml.ts';

describe('parseXml', () => {
	it('reads elements, prefixed names, attributes, entities, CDATA and skips declarations', () => {
		const root = parseXml(`<?xml version="1.0"?>
<!-- a comment -->
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:os="x">
  <os:totalResults>12</os:totalResults>
  <title type='html'>A &amp; B &lt;C&gt; &#233;&#x4E2D; &quot;q&quot; &apos;s</title>
  <link href="http://a/b?x=1&amp;y=&gt;2" rel="self"/>
  <summary><![CDATA[x < y & z]]></summary>
</feed>`);
		expect(root.name).toBe('feed');
		expect(childText(root, 'totalResults')).toBe('12');
		expect(childText(root, 'title')).toBe(`A & B <C> é中 "q" 's`);
		expect(childrenNamed(root, 'link')[0].attributes).toEqual({
			href: 'http://a/b?x=1&y=>2',
			rel: 'self'
		});
		expect(childText(root, 'summary')).toBe('x < y & z');
		expect(childText(root, 'missing')).toBeNull();
	});

	it('says where a document is cut short or malformed', () => {
		expect(() => parseXml('<feed><entry><id>1</id>')).toThrow(
			/ends inside <entry> \(cut short\?\)/
		);
		expect(() => parseXml('<feed><a></b></feed>')).toThrow(/<\/b> at offset 9 closes <a>/);
		expect(() => parseXml('<feed>x &nbsp; y</feed>')).toThrow(/unknown entity &nbsp;/);
		expect(() => parseXml('<feed>a & b</feed>')).toThrow(/bare '&'/);
		expect(() => parseXml('<a/><b/>')).toThrow(/second root element/);
		expect(() => parseXml('<!DOCTYPE x [<!ENTITY e "boom">]><x>&e;</x>')).toThrow(XmlError);
		expect(() => parseXml('')).toThrow(/no root element/);
		expect(() => parseXml('<feed><entr')).toThrow(/malformed tag at offset 6/);
	});
});
