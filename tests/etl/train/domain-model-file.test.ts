import { DOMAIN_MODEL_FILE, readDomainModelTraining } from '../../../etl/read/vocabulary.ts';
import { trainOnDevGold } from '../../../etl/train/train-on-dev-gold.ts';
import { describeCheckedInModel } from './checked-in-model.ts';

describeCheckedInModel(
	DOMAIN_MODEL_FILE,
	() => readDomainModelTraining().trainedOn.sha256,
	() => trainOnDevGold({ crossValidation: true }).text
);
