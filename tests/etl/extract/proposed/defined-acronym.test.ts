import { describe, expect, it } from 'vitest';
import {
	definesTerm,
	isFarCoinage,
	isNamedKindObject,
	isVerbObject
} from '../../../../etl/extract/proposed/defined-acronym.ts';
import { ACRONYM_IN_PARENS } from '../../../../etl/extract/proposed/naming-words.ts';
import { nothingKnown } from '../name-knowledge.ts';

/** The first "(ACR)" of a clause, as the rules see it. */
const acronymOf = (clause: string) => [...clause.matchAll(ACRONYM_IN_PARENS)][0];
const defines = (clause: string, making = true) => {
	const a = acronymOf(clause);
	const paren = a.index + a[0].lastIndexOf('(');
	return definesTerm(clause, paren, a.index + a[0].length - 1, a[2], making);
};

describe('defined acronyms', () => {
	it('reads a spelled-out term as defined, the object a making verb makes as coined', () => {
		expect(defines(' a Kalman filter (KF) formulation')).toBe(true);
		expect(defines(' regularized policy gradient (RPG) for')).toBe(false);
		expect(defines(' regularized policy gradient (RPG) for', false)).toBe(true);
		// Two plain words stay a term; a plural names a kind of part.
		expect(defines(' automatic differentiation (AD)')).toBe(true);
		expect(defines(' local parameter servers (LPSs)')).toBe(true);
	});

	it('coins a term set off as new by apposition', () => {
		expect(defines(' a novel algorithm, iterative Nash policy optimization (INPO)')).toBe(false);
		expect(defines(' then regularized policy gradient (RPG), a framework')).toBe(false);
	});

	it('leads a verb object, or one a dash sets off, to its acronym; not a problem', () => {
		expect(
			isVerbObject(
				' value-incentivized preference optimization (VPO)',
				acronymOf(' value-incentivized preference optimization (VPO)')
			)
		).toBe(true);
		const dashed = ' a unified approach -- value-incentivized preference optimization (VPO) --';
		expect(isVerbObject(dashed, acronymOf(dashed))).toBe(true);
		const problem = ' a classic problem -- multi-agent path finding (MAPF) --';
		expect(isVerbObject(problem, acronymOf(problem))).toBe(false);
	});

	it('coins far into a clause only a shaped acronym that closes its phrase', () => {
		const far = ' a method that trains a residual dense network (RLDDU-Net), where';
		expect(isFarCoinage(far, acronymOf(far), nothingKnown)).toBe(true);
		const term = ' a method that uses diffusion transformers (DiTs) to denoise';
		expect(isFarCoinage(term, acronymOf(term), nothingKnown)).toBe(false);
		const example = ' a defense against attacks including Denial of Service (DoS), and more';
		expect(isFarCoinage(example, acronymOf(example), nothingKnown)).toBe(false);
	});

	it("coins a making verb's object after a bare article when its acronym ends it", () => {
		expect(defines(' an adaptive dual routing transformer network (ADRTN), which adapts')).toBe(
			false
		);
		expect(defines(' the sparse memory replay buffer scheme (SMRBS) to cut forgetting')).toBe(
			false
		);
		expect(defines(' a layered reward shaping module design (LRSMD) with a learned critic')).toBe(
			false
		);
		// Not where the acronym qualifies what follows, nor a two-word term, nor short capitals.
		expect(defines(' a sparse policy residual estimation step (SPRES) update rule')).toBe(true);
		expect(defines(' a multi level likelihood estimation step (MLLES) based refinement')).toBe(
			true
		);
		expect(defines(' the sum product approximation algorithm library (SPAAL) fixed point')).toBe(
			true
		);
		expect(defines(' a Kalman filter (KF), which')).toBe(true);
		expect(defines(' a control barrier function (CBF) to guarantee safety')).toBe(true);
		// "based on" goes on with the object's clause.
		expect(defines(' a dynamic crack growth model (DCGMO) based on waves')).toBe(false);
		// Without a making verb it stays a term.
		expect(
			defines(' an adaptive dual routing transformer network (ADRTN), which adapts', false)
		).toBe(true);
	});

	it('coins what a making verb makes with an article and a kind noun, when its acronym closes it', () => {
		// The acronym may leave out the kind noun ("… trust scoring framework (LRTS)").
		expect(defines(' a lightweight robust trust scoring framework (LRTS) to rank')).toBe(false);
		expect(defines(' a hierarchical plan repair method (HPRM) by search')).toBe(false);
		// Not when it modifies what follows, nor without a making verb.
		expect(defines(' the belief propagation algorithm (BPA) fixed-point approximation')).toBe(true);
		expect(defines(' a hierarchical plan repair method (HPRM) by search', false)).toBe(true);
		const far = ' a lightweight, robust and fast trust scoring framework (LRFTS) to rank';
		expect(isVerbObject(far, acronymOf(far))).toBe(true);
	});

	it('coins a spelled-out object whose acronym, shaped as a coinage or spelled as a name, a kind noun follows', () => {
		const kindObject = (clause: string, knowledge = nothingKnown) =>
			isNamedKindObject(clause, acronymOf(clause), knowledge);
		expect(kindObject(' a novel layer-aware channel pruning (LA-CP) framework that uses')).toBe(
			true
		);
		expect(kindObject(' a novel sparse wave graph neural network (SWGNN) method for')).toBe(true);
		// An article alone before it makes it too; short capitals spelled in lower case are a
		// field's terms; more than one word between article and long form describes a use.
		expect(kindObject(' a sparse wave graph neural network (SWGNN) method for')).toBe(true);
		expect(kindObject(' a novel physics-informed neural network (PINN) method')).toBe(false);
		expect(kindObject(' a fast and simple sparse wave graph network (SWGNN) method')).toBe(false);
		// Two words are a term; an acronym that no kind noun follows is read elsewhere.
		expect(kindObject(' a novel channel pruning (Ch-P) framework')).toBe(false);
		expect(kindObject(' a novel layer-aware channel pruning (LA-CP) that uses')).toBe(false);
		// A long form written as a name makes its acronym a name, however short; two words of
		// it are still a term ("a novel Federated Learning (FL) framework").
		expect(kindObject(' the Advanced Harbor Crane Scheduling (AHCS) method for')).toBe(true);
		expect(kindObject(' a new Cargo Stacking (CS) framework for')).toBe(false);
		const knowsTerm = {
			...nothingKnown,
			isTerm: (p: string) => p === 'multi-agent reinforcement learning'
		};
		expect(
			kindObject(' a novel multi-agent reinforcement learning (MA-RL) framework', knowsTerm)
		).toBe(false);
	});
});
