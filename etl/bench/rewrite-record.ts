// A sample record with a scaled paper's id, title and abstract, every other field as it was
// (in its order): the scaled corpus has the sample's shapes, in the sample's proportions.

export interface NewFields {
	id: string;
	title: string;
	summary: string;
}

/** The record with `id`, `title`, `summary`/`abstract` replaced and the old id in its URLs too. */
export function rewriteRecord(
	record: Readonly<Record<string, unknown>>,
	fields: NewFields
): Record<string, unknown> {
	const oldId = typeof record.id === 'string' ? record.id : null;
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(record)) {
		if (key === 'id') out[key] = fields.id;
		else if (key === 'title') out[key] = fields.title;
		else if (key === 'summary' || key === 'abstract') out[key] = fields.summary;
		else if (oldId && typeof value === 'string' && value.includes(oldId)) {
			out[key] = value.replaceAll(oldId, fields.id);
		} else out[key] = value;
	}
	if (!('id' in out)) out.id = fields.id;
	return out;
}
