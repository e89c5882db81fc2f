// What `npm run train:domains` and `npm run train:proposals` share: the options, the
// cross-validated score printed, the model file written to etl/vocab/.
import { HELP_OPTION, optionsOrExit } from '../cli-options.ts';
import { formatPrf, type Counts } from '../eval/score.ts';
import { writeCacheFile } from '../fetch/cache-dir.ts';
import { VOCAB_DIR } from '../read/vocabulary.ts';

type Score = Counts & { precision: number; recall: number; f1: number };

export async function runTrainCli({
	usage,
	file,
	scoreLabel,
	train
}: {
	usage: string;
	/** The model file in etl/vocab/. */
	file: string;
	/** What the cross-validated score is of, as printed before it. */
	scoreLabel: string;
	train: (options: { crossValidation: boolean }) => { text: string; score: Score | null };
}): Promise<void> {
	const { values } = optionsOrExit(
		{ ...HELP_OPTION, 'no-cv': { type: 'boolean', default: false } },
		usage
	);
	const started = performance.now();
	const { text, score } = train({ crossValidation: !values['no-cv'] });
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	if (score)
		console.log(
			`${scoreLabel}: ${formatPrf(score)} (tp ${score.tp} fp ${score.fp} fn ${score.fn})`
		);
	await writeCacheFile(VOCAB_DIR, file, new TextEncoder().encode(text));
	console.log(`wrote etl/vocab/${file} in ${seconds} s`);
}
