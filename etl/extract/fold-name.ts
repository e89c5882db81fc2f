// How two spellings of one name are told apart or not: case and punctuation folded ("Foo-Bar 2"
// and "foobar2" are one name). Eval compares names this way, so what the proposal model learns
// from and what it is scored on agree.

export const foldName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, '');
