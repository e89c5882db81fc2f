// A name some rule reads as coined, with where it stands and what types it.
import type { EntityType } from '../../types.ts';
import type { Source } from '../sources.ts';
import type { NameKnowledge } from './name-knowledge.ts';

export interface Candidate {
	/** The name as written. */
	raw: string;
	field: Source['field'];
	/** Offset of the name in its field's text. */
	start: number;
	/** The text its type and evidence are read from, and the name's offset in it. */
	context: string;
	at: number;
	/** Characters the name spans in `context` when a rewritten reading gave it another length
	 * ('"Chimera"' read as 'Chimera'); else `raw.length`. */
	written?: number;
	longForm?: string | null;
	/** A vocabulary name the paper nevertheless coins (its title, or a long form of its own). */
	own?: boolean;
	/** A vocabulary name the paper coins if its title names it too. */
	ownIfTitled?: boolean;
	/** The type its defining words gave it; else read from its shape and context. */
	typed?: EntityType;
	/** `typed` is only a guess from the name's shape: a later reading's words may say better. */
	typeGuessed?: boolean;
}

/** One way an abstract names what it makes: its candidates in `text`, in reading order. */
export type NameReader = (
	text: string,
	field: Source['field'],
	knowledge: NameKnowledge
) => Candidate[];

/** A candidate read from `text` itself at `at` (name, type and evidence from the same place). */
export const candidateAt = (
	raw: string,
	field: Source['field'],
	text: string,
	at: number,
	more: Pick<Candidate, 'longForm' | 'own' | 'typed'> = {}
): Candidate => ({ raw, field, start: at, context: text, at, ...more });
