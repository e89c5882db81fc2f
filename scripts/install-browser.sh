#!/usr/bin/env bash
# The end-to-end tests drive a real Chromium. Playwright cannot download its own browser on
# machines without internet, so on Debian (as root) we install the distribution's build;
# elsewhere Playwright's own browser is used (`npx playwright install chromium`).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
	exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
	echo "installed $(/usr/bin/chromium --version 2>/dev/null)"
else
	npx playwright install chromium
fi
