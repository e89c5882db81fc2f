// What a coined name looks like, independent of any vocabulary.

// Acronyms and words of the field that are never a paper's own coinage.
export const GENERIC = new Set(
	'AI AGI LLM LLMs MLLM MLLMs VLM VLMs VLA VLAs LM LMs LRM LRMs SLM SLMs RL DRL MARL MDP MDPs POMDP POMDPs SOTA GPU GPUs CPU TPU API APIs NLP CV QA VQA RAG CoT SFT RLHF RLAIF RLVR RM RMs PRM PRMs ORM ORMs KL OOD IID US UK EU ML DL NN NNs DNN DNNs CNN CNNs RNN RNNs GNN GNNs LSTM MLP MoE I II III IV JSON SQL HTML PDF URL IoT UAV UAVs AUC ROC MSE RMSE MAE BLEU ROUGE IoU FID GUI GUIs UI TD MC MCMC EM SGD ODE SDE PDE KV FLOPs FLOP TFLOPs ViT ViTs LoRA PEFT ICL IRL BC IL OPE NLI NER ASR TTS OCR CTR KG KGs SQL DAG DAGs HRL MBRL SAT SMT ILP LP MILP NP PAC ELBO VAE VAEs GAN GANs BERT RGB RGBD LiDAR SLAM GPS EEG ECG MRI CT F1 AUROC AUPRC mAP PSNR SSIM LPIPS NDCG MRR WER CER EER GenAI LLM-based NVIDIA Google OpenAI Microsoft Amazon Apple DeepMind Anthropic Meta NeurIPS ICML ICLR CVPR ICCV ECCV ACL EMNLP NAACL AAAI IJCAI KDD WWW SIGIR arXiv GitHub HuggingFace PyTorch TensorFlow JAX CUDA Python MATLAB YouTube Reddit Twitter Wikipedia URLLC FLOPS INT8 INT4 FP16 FP8 BF16 ROC-AUC'.split(
		' '
	)
);

/** Words that start a sentence or a title in capitals but never name anything. */
export const STOP_CAPITALS = new Set(
	'A An The This That These Those We Our Its It In On For With From To By Of And Or But As At Via Into Using Towards Toward Beyond Through Without When Where While How Why What Which Is Are Can Do Does Not No New Novel Efficient Scalable Learning Reinforcement Large Language Models Model Deep Multi Self Data Towards Rethinking Revisiting Understanding Improving Enhancing Unlocking Boosting Scaling Training Fine Adaptive Robust Simple Fast Better Generalizable Generalized Exploring Bridging Teaching Aligning Mitigating Reasoning Agent Agents Policy Reward Human Zero One Two First Second Furthermore Moreover However Finally Specifically Additionally Experiments Results Extensive Code Github GitHub Project Appendix Table Figure Section Equation Theorem'.split(
		' '
	)
);

const MODIFIER_TAIL =
	/[-‑](?:Based|Driven|Aware|Guided|Enhanced|Augmented|Assisted|Powered|Centric|Free|Oriented|Level|Scale|Style|Like|Agnostic|Conditioned|Informed|Inspired|Specific|Native|Only)$/;

const GREEK_PREFIX = /^[\u03B1-\u03C9][-‑]/;

/** A coined name: one token with an inner capital, a digit or a hyphen ("ArenaRL", "GUI-G1", "DRED"). */
export function isNameLike(token: string): boolean {
	// Most tokens are lower-case words: settle them without a regular expression.
	const first = token.charCodeAt(0);
	if (first >= 97 && first <= 122) return false;
	// "λ-RLM", "β-VAE": a Greek letter in front of a name keeps it a name.
	if (GREEK_PREFIX.test(token)) return isNameLike(token.slice(2));
	if (!/^\p{Lu}[\p{L}\p{N}]*(?:[-‑'+.][\p{L}\p{N}]+)*\+*$/u.test(token)) return false;
	if (GENERIC.has(token) || GENERIC.has(token.replace(/s$/, ''))) return false;
	// "KL-regularized", "LLM-based": a lower-case part describes; "Multi-Agent", "Self-Play":
	// ordinary capitalised words joined by hyphens are a compound, not a name.
	if (/[-‑]\p{Ll}/u.test(token)) return false;
	if (/^\p{Lu}\p{Ll}+(?:[-‑]\p{Lu}\p{Ll}+)+$/u.test(token)) return false;
	// "RAG-Based", "LLM-Driven": a title-cased compound modifier describes.
	if (MODIFIER_TAIL.test(token)) return false;
	const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
	return capitals >= 2 || /\p{N}/u.test(token);
}

/** An all-capital acronym of three or more letters ("DRED", "POLAR"). */
export const isAcronym = (token: string) => /^\p{Lu}{3,}$/u.test(token) && !GENERIC.has(token);

/** A modifier, not a name: "an XGBoost model", "a Transformer-based agent" use a name, they do not coin one. */
export const MODIFIED_BY_HEAD =
	/^(?:[-‑]based|\s+(?:framework|approach|method|model|system|algorithm|architecture|network|agent|pipeline|scheme|technique|strategy|module|classifier|regressor|detector|policy|backbone|encoder|decoder|layer|loss|solver|controller|estimator|mechanism|inference|verification|simulation|control|setting|task|problem|process|platform|paradigm|environment)s?\b)/;

/** Words a name's long form may hold in lower case ("Learning from Human Feedback"). */
export const SMALL_WORDS = /^(?:of|for|and|the|with|via|in|on|to|a|an|from|by|as)$/i;

/** Do the capitals of `longForm` spell `acronym` ("Meta Policy Optimization" → "MPO")? */
export function spells(acronym: string, longForm: string): boolean {
	const letters = acronym.replace(/[^\p{L}]/gu, '').toLowerCase();
	const words = longForm.split(/[\s-]+/).filter((w) => w && !SMALL_WORDS.test(w));
	if (letters.length < 2 || words.length < 2) return false;
	const initials = words.map((w) => w[0].toLowerCase()).join('');
	if (initials === letters) return true;
	// Initials may also take inner capitals ("PreferenceOptimization" → "PO") or skip a word.
	const capitals = words
		.map((w) => w[0] + w.slice(1).replace(/[^\p{Lu}]/gu, ''))
		.join('')
		.toLowerCase();
	// "ViTaL" ← "VisuoTactile Local": a mixed-case acronym's capitals spell the name.
	const upper = acronym.replace(/[^\p{Lu}]/gu, '').toLowerCase();
	const mixedCase = upper.length >= 2 && upper !== letters;
	return (
		capitals === letters ||
		isSubsequence(letters, initials) ||
		(mixedCase && (upper === capitals || upper === initials))
	);
}

function isSubsequence(needle: string, hay: string): boolean {
	if (needle.length < hay.length - 1 || needle[0] !== hay[0]) return false;
	let i = 0;
	for (const c of hay) if (c === needle[i]) i++;
	return i === needle.length;
}

/** The words right before `(ACRONYM)` that spell it out ("… follow Group Sequence Policy
 * Optimization" → "Group Sequence Policy Optimization"), or null. */
export function spelledOutBefore(before: string, acronym: string): string | null {
	const words = before
		.trim()
		.split(/\s+/)
		.slice(-acronym.length - 3);
	for (let i = words.length - 1; i >= 0; i--) {
		const longForm = words
			.slice(i)
			.join(' ')
			.replace(/^[^\p{L}\p{N}]+/u, '');
		if (spells(acronym, longForm)) return longForm;
	}
	return null;
}
