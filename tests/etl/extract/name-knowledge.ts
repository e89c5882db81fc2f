// What the proposed-name tests tell the extractor it knows: no name, with the bundled name shape.
import type { NameKnowledge } from '../../../etl/extract/proposed/name-knowledge.ts';
import { vocabulary } from '../bundled-vocabulary.ts';

export const nothingKnown: NameKnowledge = {
	shape: vocabulary.shape,
	isKnown: () => false,
	isAliasOf: () => false,
	isBlocked: () => false,
	isTerm: () => false,
	proposals: null
};
