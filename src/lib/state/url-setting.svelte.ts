import { page } from '$app/state';
import { goToParams } from './go-to-params';

// A view's setting (period, measure, unit, sort …) kept in the URL beside the filters, so a reload
// or a shared link shows the same view and Back undoes a change, as it does a filter's. The default
// is left out of the URL; a value the setting does not accept reads as the default.

export class UrlSetting<T extends string | number | boolean> {
	/** `fallback` may depend on other settings (a sort's direction on its column). */
	constructor(
		private readonly key: string,
		private readonly fallback: T | (() => T),
		private readonly parse: (raw: string) => T | null,
		private readonly format: (value: T) => string = String
	) {}

	private get defaultValue(): T {
		return typeof this.fallback === 'function' ? this.fallback() : this.fallback;
	}

	get value(): T {
		const raw = page.url.searchParams.get(this.key);
		return raw === null ? this.defaultValue : (this.parse(raw) ?? this.defaultValue);
	}

	/** What `raw` (as typed) would set, or null when the setting does not accept it. */
	read(raw: string): T | null {
		return this.parse(raw);
	}

	set value(value: T) {
		saveSettings(this.to(value));
	}

	/** This setting at `value`, for `saveSettings`. */
	to(value: T): SettingChange {
		return (params) => {
			if (value === this.defaultValue) params.delete(this.key);
			else params.set(this.key, this.format(value));
		};
	}
}

type SettingChange = (params: URLSearchParams) => void;

/** Writes settings into the URL in one navigation; typed into a control (`typedInto`), key by
 * key, one history entry for the whole value. */
function writeSettings(changes: SettingChange[], typedInto?: string): void {
	const params = new URLSearchParams(page.url.searchParams);
	for (const change of changes) change(params);
	goToParams(params, typedInto);
}

/** Writes settings into the URL in one navigation. */
export function saveSettings(...changes: SettingChange[]): void {
	writeSettings(changes);
}

/** Writes a setting typed into a control (`typedInto`) key by key: one history entry for the
 * whole value. */
export function saveTypedSetting(typedInto: string, change: SettingChange): void {
	writeSettings([change], typedInto);
}

/** A setting that is one of `choices`. */
export const choiceSetting = <T extends string>(key: string, fallback: T, choices: readonly T[]) =>
	new UrlSetting<T>(key, fallback, (raw) => (choices.includes(raw as T) ? (raw as T) : null));

/** A whole number in [min, max]. */
export const wholeSetting = (key: string, fallback: number, min: number, max: number) =>
	new UrlSetting<number>(key, fallback, (raw) => {
		const n = Number(raw);
		return Number.isInteger(n) && n >= min && n <= max ? n : null;
	});

/** On or off ("1" or "0"). */
export const switchSetting = (key: string, fallback: boolean | (() => boolean)) =>
	new UrlSetting<boolean>(
		key,
		fallback,
		(raw) => (raw === '1' ? true : raw === '0' ? false : null),
		(on) => (on ? '1' : '0')
	);
