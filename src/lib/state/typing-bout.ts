// A value typed key by key (a date's year digit by digit, a two-digit minimum n) changes the URL
// at each key, as every filter does. Back should undo the whole value, not one key: a change that
// follows one of the same control within a pause, with no other navigation between, replaces the
// history entry that bout of typing made instead of adding one.

/** The longest pause between two keys of one bout of typing. */
export const TYPING_PAUSE_MS = 1500;

export class TypingBout {
	private last: { control: string; at: number; url: string } | null = null;

	/** Whether a change of `control` at `now` (ms), made on the page at `url`, continues the last
	 * bout: the last change was the same control's, within the pause, and led to `url`. */
	continues(control: string, now: number, url: string): boolean {
		const last = this.last;
		return (
			last !== null &&
			last.control === control &&
			now - last.at <= TYPING_PAUSE_MS &&
			last.url === url
		);
	}

	/** Notes a change of `control` at `now` that goes to `url`. */
	record(control: string, now: number, url: string): void {
		this.last = { control, at: now, url };
	}
}
