import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const scores = (abstract: string) =>
	extract('A study', abstract).scores.map((s) => [s.value, s.unit, s.benchmark]);
const metrics = (abstract: string) => extract('A study', abstract).scores.map((s) => s.metric);

// Which "from A to B" pairs are levels is bare-levels.test.ts's; here, that scores read them.
describe('extractScores', () => {
	it('reads bare levels as scores without a unit, with the benchmark they are on', () => {
		expect(scores('It lifts the F1 score on MATH-500 from 0.41 to 0.68.')).toEqual([
			[0.41, null, 'MATH-500'],
			[0.68, null, 'MATH-500']
		]);
	});

	it('reads numbers in math mode as written numbers, quoting the text as written', () => {
		const abstract = 'It beats plain tuning ($0.55$ vs $0.43$ average accuracy) cheaply.';
		expect(scores(abstract)).toEqual([
			[0.55, null, null],
			[0.43, null, null]
		]);
		expect(metrics(abstract)).toEqual(['average accuracy', 'average accuracy']);
		expect(extract('A study', abstract).scores[1].text).toContain('$0.43$ average accuracy');
	});

	it('reads a level that rises or falls to another, bracketed or not, as two levels', () => {
		expect(scores('It improves with more data (65% to 72% from 100 to 300 tide items).')).toEqual([
			[65, '%', null],
			[72, '%', null]
		]);
	});

	it('reads a rate of a value as a level, but not a rate that is a setting', () => {
		expect(
			scores('It shows a gauge fulfillment rate of 74.59% on seen ports and 51.07% on new ones.')
		).toEqual([
			[74.59, '%', null],
			[51.07, '%', null]
		]);
		expect(scores('We train with a masking rate of 15% on tide logs.')).toEqual([]);
		for (const setting of [
			'It still works at high speed with a compression rate of 50% on tide logs.',
			'Backdoors work with a poisoning rate of only 1% of gauges.',
			'We report the true positive rate at a false positive rate of 1% on gauges.'
		])
			expect(scores(setting), setting).toEqual([]);
		expect(scores('It shows a low false positive rate of only 0.07% on the gauges.')).toEqual([
			[0.07, '%', null]
		]);
	});

	it('reads no spread, confidence level, share of a resource or digit after a decimal comma', () => {
		expect(scores('It reaches a classification accuracy of 93,6 % on tide gauges.')).toEqual([]);
		expect(scores('It reaches win rates of $58.5\\% \\pm 1.0\\%$ on TideBench.')).toEqual([
			[58.5, '%', 'TideBench']
		]);
		expect(scores('It achieves 73.5% accuracy [95% CI: 67.0-79.9] on gauges.')).toEqual([
			[73.5, '%', null]
		]);
		expect(scores('It saves 84.3% of training time and achieves 91% accuracy.')).toEqual([
			[91, '%', null]
		]);
		// The bounds of a confidence interval, and other spellings of a spread, are no results.
		expect(scores('It achieves 88.1% accuracy (95% CI: 86.0%–90.2%) on gauges.')).toEqual([
			[88.1, '%', null]
		]);
		expect(scores('It achieves 87.3% +- 1.1% accuracy on gauges.')).toEqual([[87.3, '%', null]]);
		// A resource word that a result is measured in keeps it a result.
		expect(scores('It achieves 85.2% cost-sensitive accuracy on the gauges.')).toEqual([
			[85.2, '%', null]
		]);
		expect(scores('It achieves 97% memory utilization on the gauges.')).toEqual([[97, '%', null]]);
		// Two values a comma lists with no space are two values.
		expect(scores('It scores (82.1,85.3%) on two splits with accuracy.')).toEqual([
			[85.3, '%', null]
		]);
		// A share of the time something holds is a level.
		expect(scores('Our replanner keeps performance (90% of the time) on tides.')).toEqual([
			[90, '%', null]
		]);
	});

	it('reads a score two shapes find once', () => {
		expect(scores('It achieves a score of 85.15 on RewardBench.')).toEqual([
			[85.15, null, 'RewardBench']
		]);
	});

	it('reads no level inside a gain', () => {
		expect(scores('The score improves from 2 to 3 times the baseline.')).toEqual([]);
	});

	it('names the metric with the word that says which score it is', () => {
		expect(metrics('It achieves an AUC-ROC score of 0.88 and an F1-score of 0.91.')).toEqual([
			'AUC-ROC score',
			'F1-score'
		]);
	});

	it('reads a list of levels far from its verb, "yielding" one included, but no list of settings', () => {
		expect(
			scores(
				'Our model achieves strong results across modalities -- e.g., 77.5 on AIME, 96.2 on MATH 500, 94-th percentile on Codeforces, 74.9 on MathVista.'
			)
		).toEqual([
			[77.5, null, 'AIME'],
			[96.2, null, 'MATH-500'],
			[74.9, null, 'MathVista']
		]);
		expect(scores('Distillation works, yielding state-of-the-art results, 60.8 on AIME.')).toEqual([
			[60.8, null, 'AIME']
		]);
		// (Whether the bracketed 10% is a score is another rule's; no list continues from it.)
		const values = scores('We vary missingness ratios (10%, 20%, 30%) on MovieLens.').map(
			([value]) => value
		);
		expect(values).not.toContain(20);
		expect(values).not.toContain(30);
	});

	it('credits no score to a model named only as background', () => {
		const paper = extract(
			'A study',
			'With the advent of GPT-4 (86.4%), reasoning spread. We train Qwen2.5-7B, which reaches 61.2% accuracy.'
		);
		expect(paper.scores.map((s) => [s.value, s.model])).toEqual([
			[86.4, null],
			[61.2, null]
		]);
	});

	it('reads "percent" written out, and a bare level after more metrics, "of" or "="', () => {
		expect(scores('The model achieved 85 percent accuracy across four classes.')).toEqual([
			[85, '%', null]
		]);
		expect(scores('It performed best, with an accuracy of 78.57 percent.')).toEqual([
			[78.57, '%', null]
		]);
		expect(scores('It reaches a precision of 0.92 and a recall of 1.00.')).toEqual([
			[0.92, null, null],
			[1, null, null]
		]);
		expect(scores('The best run (F1 = 0.94) used the small model.')).toEqual([[0.94, null, null]]);
		expect(scores('It achieves an AUROC of 0.945 on the held-out patients.')).toEqual([
			[0.945, null, null]
		]);
		// A share, a gain and a "percentage" are no levels.
		expect(scores('Over 50 percent of users took part.')).toEqual([]);
		expect(scores('It improves accuracy by 5 percent over PPO.')).toEqual([]);
		expect(scores('The percentage of failures fell to 3 percentage points.')).toEqual([]);
	});

	it('names the metric without the article or conjunction before it', () => {
		expect(metrics('It reaches an accuracy of 92.61% and a precision of 0.92.')).toEqual([
			'accuracy',
			'precision'
		]);
		expect(metrics('The model achieves an average precision of 0.84.')).toEqual([
			'average precision'
		]);
	});

	it('reads no change in a metric, threshold, setting or percentile as a level (review)', () => {
		for (const abstract of [
			'Fine-tuning brings an improvement in recall of 0.05 over the baseline.',
			'Pruning causes a loss in precision of 0.02 relative to the dense model.',
			'We keep retrieved passages with a recall of 0.8 or higher.',
			'Quantization keeps a precision of 0.5 bits per weight.',
			'The solver stops at a precision of 0.001.',
			'Our model reaches the 96.3 percentile on Codeforces.'
		])
			expect(scores(abstract), abstract).toEqual([]);
		expect(metrics('The system obtains BLEU = 32.1 on WMT14.')).toEqual(['BLEU']);
		expect(metrics('It reaches a Recall of 0.91 on the held-out set.')).toEqual(['Recall']);
		expect(metrics('It reaches an average accuracy of 0.91 on the held-out set.')).toEqual([
			'average accuracy'
		]);
	});

	it('reads a level after "with" when a metric follows it, with one word saying which', () => {
		expect(scores('BugGen produced 500 bugs with 94% functional accuracy.')).toEqual([
			[94, '%', null]
		]);
		expect(metrics('BugGen produced 500 bugs with 94% functional accuracy.')).toEqual(['accuracy']);
		// A share of the data after "with" stays a setting; a conjunction is no kind of accuracy.
		expect(scores('We train with 10% of the labels and report results.')).toEqual([]);
		expect(metrics('It reaches an accuracy of 0.607 and F1 of 0.590 overall.')).toEqual([
			'accuracy',
			'F1'
		]);
	});

	it("reads the level a value is set against, in percent and after a baseline's name", () => {
		expect(
			scores("It lifts recall for approved reports (76.1 percent vs. LSTM-GLOVE's 64.1 percent).")
		).toEqual([
			[76.1, '%', null],
			[64.1, '%', null]
		]);
	});

	it('reads the level of what a score is compared with, bare or in percent', () => {
		expect(
			scores('The agent reaches a win rate of 65%, compared with 48% for IQL and 52% for CQL.')
		).toEqual([
			[65, '%', null],
			[48, '%', null],
			[52, '%', null]
		]);
		expect(
			scores('Our model reaches a consistency score of 4.31 out of 5, compared with 3.67 for SFT.')
		).toEqual([
			[4.31, null, null],
			[3.67, null, null]
		]);
		// A setting after "with" stays none.
		expect(scores('It is trained with 10% of the labels.')).toEqual([]);
		// What a gain is compared with is another gain, no level.
		expect(scores('Our method improves accuracy by 5%, compared with 2% for fine-tuning.')).toEqual(
			[]
		);
	});

	it('reads two percentages set against each other with "vs." as levels, bracketed or not', () => {
		expect(
			scores('On two sets it stays ahead (FooQA: 80% vs. 68.3%; BarQA: 92% vs. 84%).')
		).toEqual([
			[80, '%', null],
			[68.3, '%', null],
			[92, '%', null],
			[84, '%', null]
		]);
		// One percentage alone after "vs." names no pair.
		expect(scores('It runs in 3 vs. 5 minutes, using 40% fewer tokens.')).toEqual([]);
		// Nor a pair of shares or of changes.
		expect(scores('The model uses 10% vs 30% of the compute budget.')).toEqual([]);
		expect(scores('We observe a 19% vs. 20% drop in accuracy after pruning.')).toEqual([]);
	});

	it('reads a share solved right after its verb as a level, and a success rate "with" which a change is shown', () => {
		expect(scores('The agent resolves 41.6% of issues on SWE-bench Verified.')).toEqual([
			[41.6, '%', 'SWE-bench Verified']
		]);
		expect(scores('Solving 30% of the instances takes fewer than 100 steps.')).toEqual([]);
		// A share of what was solved, said later, is none.
		expect(
			scores('Of the instances no solver solved, ours accounts for 41% of the total.')
		).toEqual([]);
		const f = extract('A study', 'It surpasses GPT-4o on API-Bank with a success rate of 71.5%.');
		expect(f.gains).toEqual([]);
		expect(f.scores.map((s) => [s.value, s.metric])).toEqual([[71.5, 'success rate']]);
	});

	it('reads no level where the metric after "with" is a change, a setting or a share of a level', () => {
		for (const abstract of [
			'Pruning removes 50% of weights with 1% accuracy loss.',
			'We prune 60% of the heads with 1.2% average accuracy loss.',
			'Training stops with 90% target accuracy on the task.',
			'It keeps 99% baseline accuracy after pruning.',
			// Whatever verb goes before: the metric after the number says it is no level.
			'The method achieves 3x compression with less than 1% accuracy loss.',
			'It matches the 90% target accuracy in half the steps.',
			'Retrieval adds 2.1% to accuracy on the task.'
		])
			expect(scores(abstract), abstract).toEqual([]);
	});
});
