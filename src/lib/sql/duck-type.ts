// DuckDB type names as DESCRIBE prints them, parsed into a tree so the editor can offer the
// fields of struct columns, e.g. `STRUCT("value" DOUBLE, unit VARCHAR)[]`.

export type DuckType =
	| { kind: 'scalar'; name: string }
	| { kind: 'list'; element: DuckType }
	| { kind: 'struct'; fields: { name: string; type: DuckType }[] }
	| { kind: 'map'; key: DuckType; value: DuckType };

class TypeReader {
	private i = 0;
	constructor(private readonly text: string) {}

	private fail(what: string): never {
		throw new Error(`invalid DuckDB type at ${this.i} (${what}): ${this.text}`);
	}
	private blank() {
		while (/\s/.test(this.text[this.i] ?? '')) this.i++;
	}
	private eat(c: string): boolean {
		this.blank();
		if (this.text[this.i] === c) {
			this.i++;
			return true;
		}
		return false;
	}
	private name(): string {
		this.blank();
		if (this.text[this.i] === '"') {
			let out = '';
			this.i++;
			while (this.i < this.text.length) {
				const c = this.text[this.i++];
				if (c === '"') {
					if (this.text[this.i] === '"') {
						out += '"';
						this.i++;
					} else return out;
				} else out += c;
			}
			this.fail('unclosed quote');
		}
		const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.i));
		if (!m) this.fail('expected a name');
		this.i += m[0].length;
		return m[0];
	}

	type(): DuckType {
		let head = this.name();
		const upper = head.toUpperCase();
		// The only type names with spaces in them.
		const zone = /^\s+WITH\s+TIME\s+ZONE\b/i.exec(this.text.slice(this.i));
		if ((upper === 'TIMESTAMP' || upper === 'TIME') && zone) {
			head += ' WITH TIME ZONE';
			this.i += zone[0].length;
		}
		let type: DuckType;
		if (upper === 'STRUCT' && this.eat('(')) {
			const fields: { name: string; type: DuckType }[] = [];
			do fields.push({ name: this.name(), type: this.type() });
			while (this.eat(','));
			if (!this.eat(')')) this.fail('expected )');
			type = { kind: 'struct', fields };
		} else if (upper === 'MAP' && this.eat('(')) {
			const key = this.type();
			if (!this.eat(',')) this.fail('expected ,');
			const value = this.type();
			if (!this.eat(')')) this.fail('expected )');
			type = { kind: 'map', key, value };
		} else {
			let name = head;
			// Parameters such as DECIMAL(18,3) or VARCHAR(10) belong to the scalar's name.
			this.blank();
			if (this.text[this.i] === '(') {
				const close = this.text.indexOf(')', this.i);
				if (close === -1) this.fail('expected )');
				name += this.text.slice(this.i, close + 1);
				this.i = close + 1;
			}
			type = { kind: 'scalar', name };
		}
		// Any number of [] (lists) or [n] (arrays) suffixes.
		while (this.eat('[')) {
			while (/[0-9\s]/.test(this.text[this.i] ?? '')) this.i++;
			if (!this.eat(']')) this.fail('expected ]');
			type = { kind: 'list', element: type };
		}
		return type;
	}

	done() {
		this.blank();
		if (this.i !== this.text.length) this.fail('trailing text');
	}
}

export function parseDuckType(text: string): DuckType {
	const reader = new TypeReader(text);
	const type = reader.type();
	reader.done();
	return type;
}

/** Field names reachable with `.` from a value of this type (through lists, as after unnest). */
export function structFields(type: DuckType): string[] {
	if (type.kind === 'struct') return type.fields.map((f) => f.name);
	if (type.kind === 'list') return structFields(type.element);
	return [];
}
