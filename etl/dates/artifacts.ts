// The bundled artifact dates (etl/vocab/artifact-dates.json), indexed once.
import data from '../vocab/artifact-dates.json' with { type: 'json' };
import { indexArtifacts, type Artifact, type ArtifactIndex } from './artifact-index.ts';

export const ARTIFACTS: readonly Artifact[] = data.artifacts as Artifact[];

export const ARTIFACT_INDEX: ArtifactIndex = indexArtifacts(ARTIFACTS);
