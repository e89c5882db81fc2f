import { PROPOSAL_MODEL_FILE, readProposalModelTraining } from '../../../etl/read/vocabulary.ts';
import { trainProposalsOnDevGold } from '../../../etl/train/train-proposals-on-dev-gold.ts';
import { describeCheckedInModel } from './checked-in-model.ts';

describeCheckedInModel(
	PROPOSAL_MODEL_FILE,
	() => readProposalModelTraining().trainedOn.sha256,
	() => trainProposalsOnDevGold({ crossValidation: true }).text
);
