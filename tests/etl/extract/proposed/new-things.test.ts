import { describe, expect, it } from 'vitest';
import { namedParts } from '../../../../etl/extract/proposed/new-things.ts';
import { nothingKnown } from '../name-knowledge.ts';

const parts = (abstract: string) =>
	namedParts(abstract, 'abstract', nothingKnown).map((c) => c.raw);

describe('namedParts', () => {
	it('reads the counted parts a system of the paper enables or features', () => {
		expect(
			parts(
				'Our method enables two optional docking modes, harbour-preserved mode (HPM) and tide-previewed mode (TPM), for crews.'
			)
		).toEqual(['HPM', 'TPM']);
		expect(
			parts('TideNet features three modules: Wave Reader, Berth Planner and Crane Critic.')
		).toEqual(['Wave Reader', 'Berth Planner', 'Crane Critic']);
	});

	it('reads the defined parts a named system is decomposed into', () => {
		expect(
			parts(
				'Unlike older planners, HARBOR decomposes the docking task into a berth allocation agent (BAA) and a Crane Scheduling Agent (CSA).'
			)
		).toEqual(['BAA', 'CSA']);
		// (Parts without their acronyms, or a subject that is no name, name nothing.)
		expect(
			parts('HARBOR decomposes the docking task into a berth planner and a crane scheduler.')
		).toEqual([]);
		expect(
			parts(
				'The method decomposes the task into a berth allocation agent (BAA) and a crane scheduling agent (CSA).'
			)
		).toEqual([]);
	});
});
